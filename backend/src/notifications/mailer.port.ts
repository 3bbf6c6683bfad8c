/** An e-mail ready to send. `messageId` is fixed by the caller so that a resend can be recognised. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** Where a reply goes when it should not go to the sender (a visitor's address on a staff alert). */
  replyTo?: string;
}

/** Sends e-mail. Adapters: SMTP (SMTP_URL) and a file outbox for development. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const MAILER = Symbol('MAILER');
