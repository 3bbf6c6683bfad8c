import { z } from 'zod';

/** A client's text to our number, as the provider posts it (form fields; only these are read). */
export const inboundTextSchema = z.looseObject({
  MessageSid: z.string().min(1).max(64),
  From: z.string().min(1).max(64),
  Body: z.string().max(1600).default(''),
});

/** The provider's report on a text we sent (the status callback). */
export const textStatusSchema = z.looseObject({
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.string().min(1).max(32),
  ErrorCode: z.string().max(16).optional(),
});
