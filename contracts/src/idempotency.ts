import * as z from 'zod/mini';

/**
 * The header a form sends with each submission attempt (the common convention, as Stripe's API and
 * the IETF draft name it): the same key for a resend of the same answers, a new key once they change.
 * The server answers a repeated key with the first answer, and refuses a key reused with other answers.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 16 to 128 letters, digits, `-` or `_`: a UUID fits; a short key could meet another visitor's by chance. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The header's value, when sent. */
export const idempotencyKeySchema = z.optional(
  z.string().check(z.regex(IDEMPOTENCY_KEY_PATTERN, { error: 'idempotencyKey.invalid' })),
);
