import * as z from 'zod/mini';
import { LOCALES } from './locales';

/*
 * The case room's money (GET /api/case-status/:token/billing). Apart from the staff's money schemas
 * (money.schema.ts), so the case room's chunk and the panel's share no module: a shared one would be
 * a chunk of its own, listed in the home page's bootstrap among the routes' preloads.
 */

/** The client's copy of a refund in the case room. */
export const caseRefundSchema = z.object({
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['pending', 'succeeded']),
  createdAt: z.string(),
});

/**
 * GET /api/case-status/:token/billing: what the case room shows about money: the agreement accepted
 * (and where to download it), the receipt (numbered, with its refunds), each as a PDF link under the
 * same token.
 */
export const caseBillingSchema = z.object({
  agreement: z.nullable(
    z.object({
      version: z.string(),
      publishedOn: z.string(),
      locale: z.enum(LOCALES),
      textSha256: z.string(),
      acceptedAt: z.string(),
      /** /api/case-status/:token/agreement.pdf */
      downloadUrl: z.string(),
    }),
  ),
  receipt: z.nullable(
    z.object({
      number: z.string(),
      amount: z.number(),
      currency: z.string(),
      paidAt: z.string(),
      cardLast4: z.nullable(z.string()),
      /** Cents refunded so far (pending or done). */
      refunded: z.number(),
      /** /api/case-status/:token/receipt.pdf */
      downloadUrl: z.string(),
    }),
  ),
  refunds: z.array(caseRefundSchema),
});
export type CaseBilling = z.infer<typeof caseBillingSchema>;
