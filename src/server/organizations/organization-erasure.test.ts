import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIL_JOB, MailQueue } from '../mail/mail-queue.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import { BACKENDS } from '../../../test/support/storage.ts';
import { organizationWithOwner } from '../../../test/support/billing-fixtures.ts';
import { retainUntil } from '../../shared/organization-closing/closing.schemas.ts';
import { OrganizationErasureService } from './organization-erasure.service.ts';
import { pseudonymOf } from './organization-erasure.repository.ts';

// Two instances running the erasure of the same organization at once (the job on one, the sweep
// at another's start) erase it once: one audit entry, one e-mail per owner, one archive entry
// per record; and an organization whose grace period has not ended is left alone.

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((backend) => backend.close()));
});

describe.each(BACKENDS)('the erasure of a closed organization (%s)', (_name, backend) => {
  it('runs once when two instances run it together, and waits for the end of the grace period', async () => {
    const opened = await (await backend()).open();
    open.push(opened);
    const { repositories } = opened;
    const { organization, user } = await organizationWithOwner(repositories);
    await repositories.credits.add({
      id: `credit-${organization.id}`,
      organizationId: organization.id,
      createdAt: '2024-02-29T10:00:00.000Z',
      kind: 'promo',
      description: 'Welcome credit',
      amountUsdCents: 1000,
      amount: 920,
      currency: 'EUR',
      countsInBalance: true,
      orderId: null,
      invoiceId: null,
      clusterId: null,
    });
    const now = Date.parse('2027-03-10T12:00:00.000Z');
    const close = (eraseAfter: string) =>
      repositories.organizations.change(organization.id, () => ({
        closure: { closedAt: '2027-03-01T12:00:00.000Z', closedBy: user.id, eraseAfter, erasedAt: null },
      }));
    const mailer = new MailQueue(repositories, new SecretBox(randomBytes(32)));
    const instance = () =>
      new OrganizationErasureService({
        repositories,
        mailer,
        removeCluster: () => Promise.reject(new Error('no cluster to remove')),
        now: () => now,
      });

    await close('2027-03-11T12:00:00.000Z');
    expect(await instance().erase(organization.id)).toBe(false);
    expect((await repositories.users.findById(user.id))?.email).toBe(user.email);

    await close('2027-03-08T12:00:00.000Z');
    const [first, second] = [instance(), instance()];
    // The second instance finds it due (1) or, when the first has already finished, erased (0):
    // either way it is erased once, as the single audit entry and single e-mail below show.
    const [erasedByFirst, dueForSecond] = await Promise.all([first.erase(organization.id), second.eraseDue()]);
    expect(erasedByFirst).toBe(true);
    expect([0, 1]).toContain(dueForSecond);
    expect(await instance().erase(organization.id)).toBe(true);

    const erased = await repositories.users.findById(user.id);
    expect(erased).toMatchObject({ name: pseudonymOf(user.id), email: `${pseudonymOf(user.id)}@erased.invalid` });
    const chain = await repositories.audit.listChain(organization.id);
    expect(chain.filter((e) => e.action === 'organization.erased')).toHaveLength(1);
    expect(await repositories.jobs.countPending(MAIL_JOB)).toBe(1);
    const archive = await repositories.legalArchive.listForOrganization(organization.id);
    expect(archive.map((e) => [e.kind, e.recordId, e.retainUntil])).toEqual([
      ['credit_entry', `credit-${organization.id}`, retainUntil('2024-02-29T10:00:00.000Z')],
    ]);
    // 29 February has no anniversary ten years on: the retention ends on the 28th.
    expect(retainUntil('2024-02-29T10:00:00.000Z')).toBe('2034-02-28T10:00:00.000Z');
    expect(await repositories.organizations.listErasureDue(new Date(now).toISOString(), 10)).toEqual([]);
  });
});
