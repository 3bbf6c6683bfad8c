import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.port';

/** Sends through an SMTP server given as smtp(s)://user:pass@host:port. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}
