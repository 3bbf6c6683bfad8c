import type { TextChannel } from '@reactivation/contracts';

/** A text ready to leave. `to` is E.164; `statusCallback`, where the provider reports its delivery. */
export interface OutgoingText {
  to: string;
  channel: TextChannel;
  body: string;
  statusCallback: string;
}

/** A provider's word on a text it took: its delivery status, as the status webhook reports it. */
export type ProviderTextStatus = 'queued' | 'sent' | 'delivered' | 'failed' | 'undelivered';

/**
 * Sends text messages, and checks that a webhook call came from the provider. Adapters: Twilio
 * (`TEXTING_PROVIDER=twilio`) and the file outbox (`none`, the default), which refuses every webhook.
 * No SDK type passes the adapter.
 */
export interface TextMessenger {
  /** The provider's id of the message it accepted; throws when it refused or did not answer. */
  send(text: OutgoingText): Promise<{ providerId: string }>;
  /** Whether a webhook call to `url` with these form fields carries the provider's signature. */
  verifySignature(url: string, params: Record<string, string>, signature: string | undefined): boolean;
}

export const TEXT_MESSENGER = Symbol('TEXT_MESSENGER');
