import { createTransport } from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../../scripts/lib/mail-catcher.js';

/**
 * The mail catcher `pnpm start` runs: a real SMTP server that keeps what it receives and lists
 * it on a page, so a developer sees the portal's e-mails.
 */
describe('the local mail catcher', () => {
  let catcher: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
  afterAll(async () => catcher?.close());

  it('accepts mail over SMTP and lists it, Polish letters and all, on its page', async () => {
    catcher = await startMailCatcher({ host: '127.0.0.1', smtpPort: 0, httpPort: 0 });
    const port = Number(new URL(catcher.smtpUrl).port);
    const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    await transport.sendMail({
      from: 'Ludzie Nauki <powiadomienia@ludzie-nauki.local>',
      to: 'malgorzata.zrodlowska@uj.edu.pl',
      subject: '[Ludzie Nauki] Nabór wniosków <2027>',
      text: 'Zażółć gęślą jaźń.',
      messageId: '<outbox-1@ludzie-nauki.local>',
    });
    expect(catcher.mails()).toEqual([
      expect.objectContaining({
        messageId: '<outbox-1@ludzie-nauki.local>',
        to: ['malgorzata.zrodlowska@uj.edu.pl'],
        subject: '[Ludzie Nauki] Nabór wniosków <2027>',
        text: expect.stringContaining('Zażółć gęślą jaźń.'),
      }),
    ]);
    const page = await fetch(catcher.pageUrl.replace('localhost', '127.0.0.1'));
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Caught mail (1)');
    // Mail is text, never markup on the page.
    expect(html).toContain('Nabór wniosków &lt;2027&gt;');
    const json = await fetch(`${catcher.pageUrl.replace('localhost', '127.0.0.1')}messages.json`);
    expect(((await json.json()) as unknown[]).length).toBe(1);
  });
});
