import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutgoingText, TextMessenger } from './text-messenger.port';

/** Development default (`TEXTING_PROVIDER=none`): each text becomes a .txt file under DATA_DIR/texts, with one log line. */
export class FileTextMessenger implements TextMessenger {
  private readonly logger = new Logger(FileTextMessenger.name);

  constructor(private readonly folder: string) {}

  async send(text: OutgoingText): Promise<{ providerId: string }> {
    const providerId = `file-${randomUUID()}`;
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${providerId}.txt`;
    const file = join(this.folder, name);
    await writeFile(file, `To: ${text.to}\nChannel: ${text.channel}\n\n${text.body}\n`, { mode: 0o600 });
    this.logger.log(`Text written to ${file}`);
    return { providerId };
  }

  /** No provider calls back: every webhook is refused. */
  verifySignature(): boolean {
    return false;
  }
}
