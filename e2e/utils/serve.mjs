// The browser tests' server: the built site on the real back end, plus an SMTP sink of its own
// that keeps every e-mail the workers send as a JSON file, so tests can check what was delivered.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const mailbox = process.env.E2E_MAILBOX;
if (!mailbox) throw new Error('E2E_MAILBOX is not set');
mkdirSync(mailbox, { recursive: true });

let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((group) => group?.value.map((entry) => entry.address) ?? []);
        writeFileSync(join(mailbox, `${Date.now()}-${count++}.json`), JSON.stringify({ to, subject: mail.subject, text: mail.text }));
        callback();
      })
      .catch(callback);
  },
});

smtp.listen(0, '127.0.0.1', () => {
  const { port } = smtp.server.address();
  const app = spawn(process.execPath, ['backend/dist/main.js'], {
    stdio: 'inherit',
    env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${port}` },
  });
  // Stopped (Playwright's teardown, or npm test stopping a step at its time limit): pass the signal on, and
  // leave even when the back end is already gone or the mail sink waits on a connection, so no server is
  // left behind holding the run's ports.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (app.exitCode !== null || app.signalCode !== null) process.exit(0);
      app.kill(signal);
      setTimeout(() => process.exit(1), 15_000).unref();
    });
  }
  app.on('exit', (code) => {
    smtp.close(() => process.exit(code ?? 0));
    setTimeout(() => process.exit(code ?? 0), 2_000).unref();
  });
});
