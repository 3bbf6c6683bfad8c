import { createTransport, type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailMessage, Mailer } from './mailer.port';

/** How long the mailer waits on the server (ms); a server that never answers fails the job, which is retried. */
export interface SmtpTimeouts {
  connection: number;
  greeting: number;
  socket: number;
}

/** Sends through an SMTP server given as smtp(s)://user:pass@host:port. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    timeouts: SmtpTimeouts,
  ) {
    // createTransport({ url, ... }) would read the URL alone and drop the timeouts; the SMTP
    // transport itself merges the two.
    this.transport = createTransport(
      new SMTPTransport({
        url: smtpUrl,
        connectionTimeout: timeouts.connection,
        greetingTimeout: timeouts.greeting,
        socketTimeout: timeouts.socket,
      }),
    );
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}
