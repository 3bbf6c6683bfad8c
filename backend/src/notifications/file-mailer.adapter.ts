import { Logger } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.port';

/** Development default: each e-mail becomes an .eml file under DATA_DIR/mail, with one log line. */
export class FileMailer implements Mailer {
  private readonly logger = new Logger(FileMailer.name);
  private readonly transport: Transporter;

  constructor(
    private readonly folder: string,
    private readonly from: string,
  ) {
    this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.from, ...message })) as { message: Buffer };
    await mkdir(this.folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.messageId.replace(/[^\w.-]/g, '')}.eml`;
    const file = join(this.folder, name);
    await writeFile(file, info.message);
    this.logger.log(`E-mail written to ${file}`);
  }
}
