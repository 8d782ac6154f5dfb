import { describe, expect, it } from 'vitest';
import {
  leadReceivedMessage,
  newsletterConfirmMessage,
  newsletterIssueMessage,
  ticketReplyMessage,
} from './templates-site.ts';

const ORIGIN = 'https://console.example.eu';

describe('site e-mails', () => {
  it('escape every visitor value in the HTML and keep it readable in the text', () => {
    const mail = leadReceivedMessage({
      to: 'ada@example.eu',
      name: 'Ada "The Countess" O’Brien & Co',
      kind: 'quote',
      reference: 'AB12CD34',
      details: [['Company', 'Acme & <Sons>']],
    });
    expect(mail.html).toContain('Acme &amp; &lt;Sons&gt;');
    expect(mail.html).not.toContain('<Sons>');
    expect(mail.text).toContain('Company: Acme & <Sons>');
    expect(mail.text).toContain('Hello Ada "The Countess" O’Brien & Co,');
  });

  it('quote support’s reply as text, line by line', () => {
    const mail = ticketReplyMessage({
      to: 'a@example.eu',
      name: 'Ada',
      trackingCode: 'TCK-AAAA-BBBB-CCCC',
      subject: 'Help',
      trackLink: `${ORIGIN}/track-ticket?code=TCK-AAAA-BBBB-CCCC`,
      reply: 'Run <kubectl get nodes>\nthen tell us.',
    });
    expect(mail.html).toContain('Run &lt;kubectl get nodes&gt;<br>then tell us.');
    expect(mail.text).toContain('  > Run <kubectl get nodes>\n  > then tell us.');
    expect(mail.subject).toBe('[TCK-AAAA-BBBB-CCCC] New reply: Help');
  });

  it('carry the confirmation link, and an unsubscribe link in newsletters', () => {
    const confirm = newsletterConfirmMessage({ to: 'a@example.eu', link: `${ORIGIN}/newsletter?confirm=abc` });
    expect(confirm.text).toContain(`${ORIGIN}/newsletter?confirm=abc`);
    expect(confirm.text).toMatch(/7 days/);
    const unsubscribe = {
      page: `${ORIGIN}/newsletter?unsubscribe=xyz`,
      oneClick: `${ORIGIN}/api/newsletter/one-click?token=xyz`,
    };
    const issue = newsletterIssueMessage({
      to: 'a@example.eu',
      subject: 'May news',
      paragraphs: ['New region: Warsaw 1.'],
      unsubscribe,
    });
    expect(issue.text).toContain(`Unsubscribe: ${ORIGIN}/newsletter?unsubscribe=xyz`);
    expect(issue.html).toContain(`href="${ORIGIN}/newsletter?unsubscribe=xyz"`);
    expect(issue.listUnsubscribe).toBe(`${ORIGIN}/api/newsletter/one-click?token=xyz`);
    expect(confirm.listUnsubscribe).toBeUndefined();
  });

  it('refuse links that are not absolute http(s) URLs', () => {
    expect(() => newsletterConfirmMessage({ to: 'a@example.eu', link: 'javascript:alert(1)' })).toThrow(/absolute/);
  });
});
