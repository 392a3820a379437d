// The local mail catcher of `pnpm start`: a real SMTP server (smtp-server) that keeps what
// it receives in memory, and a page listing the caught mail, so a developer sees the e-mails
// the portal sends (docs/decisions/022). Never for production: it accepts any mail.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  date: string;
  text: string;
}

const KEEP = 500;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(mails: readonly CaughtMail[]): string {
  const items = mails
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject || '(no subject)')}</h2>
  <dl><dt>From</dt><dd>${escapeHtml(m.from)}</dd><dt>To</dt><dd>${escapeHtml(m.to.join(', '))}</dd>
  <dt>Date</dt><dd>${escapeHtml(m.date)}</dd><dt>Message-ID</dt><dd>${escapeHtml(m.messageId)}</dd></dl>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Caught mail | LN</title></head>
<body><main><h1>Caught mail (${mails.length})</h1>
${items || '<p>No mail yet.</p>'}
</main></body></html>`;
}

/** Starts the SMTP catcher and its page; `close()` stops both. */
export async function startMailCatcher(options: {
  smtpPort: number;
  httpPort: number;
  host: string;
}) {
  const mails: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.unshift({
            messageId: parsed.messageId ?? '',
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            date: (parsed.date ?? new Date()).toISOString(),
            text: parsed.text ?? '',
          });
          mails.length = Math.min(mails.length, KEEP);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const http: Server = createServer((request, response) => {
    if (request.url === '/messages.json') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(mails));
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'",
    });
    response.end(page(mails));
  });
  await new Promise<void>((resolve, reject) => {
    smtp.on('error', reject);
    smtp.listen(options.smtpPort, options.host, () => resolve());
  });
  try {
    await new Promise<void>((resolve, reject) => {
      http.on('error', reject);
      http.listen(options.httpPort, options.host, () => resolve());
    });
  } catch (error) {
    // The page's port is taken: leave nothing listening behind.
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  // Port 0 asks for any free port: the real ones are read back.
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (http.address() as AddressInfo).port;
  return {
    mails: () => [...mails],
    smtpUrl: `smtp://${options.host}:${smtpPort}`,
    pageUrl: `http://${options.host === '127.0.0.1' ? 'localhost' : options.host}:${httpPort}/`,
    async close() {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ]);
    },
  };
}
