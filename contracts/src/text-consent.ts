import * as z from 'zod/mini';

/**
 * Consent to text messages (SMS, or WhatsApp where the client prefers it), asked by an unchecked box
 * on both intake forms and in the case room. The box's words live in the site's locale files
 * (`textConsent.label` in en and es); this version names those words, and every consent is stored
 * with it (and its time, address and channel), so what a client agreed to can be read back. Change the
 * words: bump the version (frontend's text-consent test pins the words of this version).
 */
export const TEXT_CONSENT_VERSION = '2026-11-30';

export const TEXT_CHANNELS = ['sms', 'whatsapp'] as const;
export type TextChannel = (typeof TEXT_CHANNELS)[number];

/** The consent a form sends beside its answers: left out when the box is unchecked. */
export const textConsentField = z.optional(
  z.object({
    channel: z.enum(TEXT_CHANNELS, { error: 'field.invalid' }),
    /** The words' version the visitor saw; a version other than the one in force is refused. */
    version: z.literal(TEXT_CONSENT_VERSION, { error: 'textConsent.outdated' }),
  }),
);
export type TextConsentInput = NonNullable<z.output<typeof textConsentField>>;

/** The case room's box: `POST /api/texting/consent/:token`. */
export const caseRoomTextConsentSchema = z.object({
  channel: z.enum(TEXT_CHANNELS, { error: 'field.invalid' }),
  version: z.literal(TEXT_CONSENT_VERSION, { error: 'textConsent.outdated' }),
});
export type CaseRoomTextConsent = z.output<typeof caseRoomTextConsentSchema>;

/** What the case room reads of the client's consent (`GET /api/texting/consent/:token`). */
export const textConsentStateSchema = z.object({
  consented: z.boolean(),
  channel: z.nullable(z.enum(TEXT_CHANNELS)),
});
export type TextConsentState = z.output<typeof textConsentStateSchema>;
