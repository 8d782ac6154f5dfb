import { afterEach, describe, expect, it } from 'vitest';
import { leadInputSchema, type LeadInput } from '../../shared/leads/leads.schemas.ts';
import { LeadService } from './leads.service.ts';
import { failureOf, manualClock, MemoryMailer, metaFrom, openTestBackend } from '../../../test/support/forms.ts';

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

async function setup() {
  const backend = await openTestBackend();
  close = () => backend.close();
  const mailer = new MemoryMailer();
  const service = new LeadService({
    leads: backend.repositories.leads,
    catalog: backend.repositories.catalog,
    mailer,
    rateLimits: backend.repositories.rateLimits,
    now: manualClock().now,
  });
  return { service, mailer, repository: backend.repositories.leads };
}

const soon = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const base = { name: 'Zoë Ørsted', email: 'zoe@example.eu' };
const samples: Record<LeadInput['kind'], unknown> = {
  contact: { kind: 'contact', ...base, subject: 'Data residency', message: 'Where are etcd backups stored?' },
  demo: {
    kind: 'demo',
    ...base,
    company: 'Acme SAS',
    preferredDate: soon,
    timeWindow: 'midday',
    timeZone: 'Europe/Berlin',
  },
  sales: {
    kind: 'sales',
    ...base,
    company: 'Acme SAS',
    companySize: '51-200',
    expectedClusters: 4,
    budgetRange: '5k-20k',
  },
  quote: {
    kind: 'quote',
    ...base,
    company: 'Acme SAS',
    clusters: [{ type: 'enterprise', nodes: 6 }],
    regions: ['fr-par-1', 'de-fra-1'],
    compliance: ['HDS', 'GDPR'],
    term: '3-year',
  },
  migration: {
    kind: 'migration',
    ...base,
    company: 'Acme SAS',
    currentPlatform: 'eks',
    clusterCount: 3,
    workloads: ['stateless', 'databases'],
    targetDate: soon,
    message: 'Mostly Helm charts and two Postgres operators.',
  },
};
const lead = (kind: LeadInput['kind'], overrides: Record<string, unknown> = {}) =>
  leadInputSchema.parse({ ...(samples[kind] as object), ...overrides });

describe('LeadService', () => {
  it('stores each kind and confirms by e-mail with the choices but not the free text', async () => {
    const { service, mailer } = await setup();
    for (const kind of Object.keys(samples) as LeadInput['kind'][]) {
      const answer = await service.submit(lead(kind, { email: `${kind}@example.eu` }), metaFrom());
      expect(answer.message).toMatch(/^Thank you/);
      const mail = mailer.last(`${kind}@example.eu`);
      expect(mail?.subject).toMatch(/^We received your/);
      expect(mail?.text).toContain(answer.id.slice(0, 8).toUpperCase());
    }
    const quoteMail = mailer.last('quote@example.eu')?.text ?? '';
    expect(quoteMail).toMatch(/Enterprise.* × 6 nodes/);
    expect(quoteMail).toContain('Paris 1 (fr-par-1)');
    expect(quoteMail).toContain('HDS (French health data hosting)');
    expect(mailer.last('migration@example.eu')?.text).not.toContain('Postgres operators');
    const all = await service.list({ limit: 10 });
    expect(all.items.map((l) => l.kind)).toEqual(['migration', 'quote', 'sales', 'demo', 'contact']);
    expect(all.items[0]).toMatchObject({ company: 'Acme SAS', clusterCount: 3, workloads: ['stateless', 'databases'] });
    expect(all.items[0]).not.toHaveProperty('website');
  });

  it('stores nothing and sends nothing when the honeypot is filled, but answers like a success', async () => {
    const { service, mailer, repository } = await setup();
    const answer = await service.submit(lead('contact', { website: 'http://cheap-pills.example' }), metaFrom());
    expect(answer).toEqual({ id: expect.any(String), message: expect.stringMatching(/^Thank you/) });
    expect(await repository.count()).toBe(0);
    expect(mailer.sent).toEqual([]);
  });

  it('refuses cluster types and regions that are not in the catalog', async () => {
    const { service, repository } = await setup();
    const failure = await failureOf(
      service.submit(lead('quote', { clusters: [{ type: 'gold', nodes: 3 }], regions: ['us-east-1'] }), metaFrom()),
    );
    expect(failure).toMatchObject({
      status: 400,
      fields: { 'clusters.0.type': expect.any(String), regions: expect.any(String) },
    });
    expect(await repository.count()).toBe(0);
  });

  it('limits requests per e-mail address (5 an hour) and per client (20 an hour)', async () => {
    const { service } = await setup();
    for (let i = 0; i < 5; i += 1) await service.submit(lead('contact'), metaFrom(`192.0.2.${i}`));
    expect(await failureOf(service.submit(lead('contact'), metaFrom('192.0.2.50')))).toMatchObject({ status: 429 });
    for (let i = 0; i < 20; i += 1)
      await service.submit(lead('contact', { email: `p${i}@example.eu` }), metaFrom('192.0.2.77'));
    const blocked = await failureOf(
      service.submit(lead('contact', { email: 'new@example.eu' }), metaFrom('192.0.2.77')),
    );
    expect(blocked).toMatchObject({ status: 429, headers: { 'Retry-After': expect.stringMatching(/^\d+$/) } });
  });

  it('keeps the lead when the confirmation e-mail fails', async () => {
    const { service, mailer, repository } = await setup();
    mailer.failing = true;
    await service.submit(lead('sales'), metaFrom());
    expect(await repository.count('sales')).toBe(1);
  });

  it('pages through one kind, newest first', async () => {
    const { service } = await setup();
    for (let i = 0; i < 3; i += 1) await service.submit(lead('demo', { email: `d${i}@example.eu` }), metaFrom());
    await service.submit(lead('contact'), metaFrom());
    const first = await service.list({ kind: 'demo', limit: 2 });
    const rest = await service.list({ kind: 'demo', limit: 2, cursor: first.nextCursor ?? '' });
    expect([...first.items, ...rest.items].map((l) => l.email)).toEqual([
      'd2@example.eu',
      'd1@example.eu',
      'd0@example.eu',
    ]);
    expect(rest.nextCursor).toBeNull();
  });
});
