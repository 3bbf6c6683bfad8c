import * as z from 'zod/mini';
import { CASE_STATUSES } from './case-status';

/** `stripe` takes real cards through Stripe; `test` is the offline gateway (never in production). */
export const PAYMENT_MODES = ['stripe', 'test'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** POST /api/create-payment-intent body (home form, step 3). */
export const createPaymentIntentSchema = z.object({ applicationId: z.uuid({ error: 'field.invalid' }) });

/** Answer of POST /api/create-payment-intent and POST /api/payment/:token/intent. */
export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  caseNumber: z.string(),
  amount: z.number(),
  currency: z.string(),
  mode: z.enum(PAYMENT_MODES),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** GET /api/payment/:token: what the payment-link page shows. `paid` once the fee is received. */
export const paymentInfoSchema = z.object({
  clientName: z.string(),
  caseNumber: z.string(),
  platform: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(CASE_STATUSES),
  paid: z.boolean(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

/** POST /api/payments/test/confirm body (test mode only): completes the intent as a card payment would. */
export const testPaymentConfirmSchema = z.object({ clientSecret: z.string().check(z.minLength(1, { error: 'field.required' }), z.maxLength(300, { error: 'field.invalid' })) });
export const testPaymentConfirmedSchema = z.object({ success: z.literal(true), caseNumber: z.string() });

/** GET /api/config: the public settings the site needs at run time. */
export const publicConfigSchema = z.object({
  payment: z.object({ mode: z.enum(PAYMENT_MODES), publishableKey: z.nullable(z.string()) }),
  tracking: z.object({ googleAdsId: z.nullable(z.string()), conversionLabel: z.nullable(z.string()) }),
  support: z.object({ email: z.string(), phone: z.string() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
