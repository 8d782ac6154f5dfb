import { afterEach, describe, expect, it } from 'vitest';
import { NewsletterService } from './newsletter.service.ts';
import { failureOf, manualClock, MemoryMailer, metaFrom, openTestBackend } from '../../../test/support/forms.ts';

const DAY = 24 * 60 * 60 * 1000;
let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

async function setup() {
  const backend = await openTestBackend();
  close = () => backend.close();
  const mailer = new MemoryMailer();
  const clock = manualClock();
  const service = new NewsletterService({
    subscriptions: backend.repositories.newsletter,
    mailer,
    rateLimits: backend.repositories.rateLimits,
    publicOrigin: 'https://console.example.eu',
    now: clock.now,
  });
  const tokenIn = (to: string, param: 'confirm' | 'unsubscribe') =>
    new RegExp(`/newsletter\\?${param}=([a-z0-9]+)`).exec(mailer.last(to)?.text ?? '')?.[1] ?? '';
  return { service, mailer, clock, tokenIn };
}

describe('NewsletterService (double opt-in)', () => {
  it('subscribes only once the e-mailed link is opened, and the link works once', async () => {
    const { service, tokenIn } = await setup();
    await service.subscribe({ email: 'Ada@Example.eu' }, metaFrom());
    expect((await service.overview()).counts).toEqual({ pending: 1, confirmed: 0, unsubscribed: 0 });
    const token = tokenIn('ada@example.eu', 'confirm');
    await service.confirm(token);
    expect(await service.overview()).toMatchObject({
      counts: { pending: 0, confirmed: 1 },
      confirmed: [{ email: 'ada@example.eu' }],
    });
    expect(await failureOf(service.confirm(token))).toMatchObject({ status: 400, code: 'token_invalid' });
  });

  it('refuses a confirmation link older than 7 days', async () => {
    const { service, clock, tokenIn } = await setup();
    await service.subscribe({ email: 'late@example.eu' }, metaFrom());
    clock.advance(7 * DAY + 1);
    expect(await failureOf(service.confirm(tokenIn('late@example.eu', 'confirm')))).toMatchObject({
      code: 'token_expired',
    });
    expect((await service.overview()).counts.confirmed).toBe(0);
  });

  it('voids the previous link when the address asks again', async () => {
    const { service, tokenIn } = await setup();
    await service.subscribe({ email: 'twice@example.eu' }, metaFrom());
    const first = tokenIn('twice@example.eu', 'confirm');
    await service.subscribe({ email: 'twice@example.eu' }, metaFrom());
    expect(await failureOf(service.confirm(first))).toMatchObject({ code: 'token_invalid' });
    await service.confirm(tokenIn('twice@example.eu', 'confirm'));
  });

  it('tells an already confirmed address by e-mail only, and changes nothing', async () => {
    const { service, mailer, tokenIn } = await setup();
    await service.subscribe({ email: 'fan@example.eu' }, metaFrom());
    await service.confirm(tokenIn('fan@example.eu', 'confirm'));
    await service.subscribe({ email: 'fan@example.eu' }, metaFrom());
    expect(mailer.last('fan@example.eu')?.subject).toMatch(/already subscribed/);
    expect((await service.overview()).counts).toEqual({ pending: 0, confirmed: 1, unsubscribed: 0 });
  });

  it('unsubscribes with the link of any recent newsletter e-mail, twice without error', async () => {
    const { service, tokenIn } = await setup();
    await service.subscribe({ email: 'bye@example.eu' }, metaFrom());
    await service.confirm(tokenIn('bye@example.eu', 'confirm'));
    const token = tokenIn('bye@example.eu', 'unsubscribe');
    expect(token).not.toBe('');
    await service.unsubscribe(token);
    await service.unsubscribe(token);
    expect((await service.overview()).counts).toEqual({ pending: 0, confirmed: 0, unsubscribed: 1 });
    expect(await failureOf(service.unsubscribe('forged'))).toMatchObject({ status: 400, code: 'token_invalid' });
    await service.subscribe({ email: 'bye@example.eu' }, metaFrom());
    expect((await service.overview()).counts).toEqual({ pending: 1, confirmed: 0, unsubscribed: 0 });
  });

  it('stores nothing for a filled honeypot and limits requests per address', async () => {
    const { service, mailer } = await setup();
    await service.subscribe({ email: 'bot@example.eu', website: 'x' }, metaFrom());
    expect(mailer.sent).toEqual([]);
    expect((await service.overview()).counts.pending).toBe(0);
    for (let i = 1; i < 5; i += 1) await service.subscribe({ email: 'bot@example.eu' }, metaFrom());
    expect(await failureOf(service.subscribe({ email: 'bot@example.eu' }, metaFrom()))).toMatchObject({ status: 429 });
  });
});
