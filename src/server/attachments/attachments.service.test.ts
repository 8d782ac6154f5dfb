import { afterEach, describe, expect, it } from 'vitest';
import { failureOf, manualClock, openTestBackend } from '../../../test/support/forms.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { AttachmentService } from './attachments.service.ts';
import { checkFile } from './file-sniff.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

async function setUp() {
  const backend = await openTestBackend();
  closers.push(() => backend.close());
  const clock = manualClock();
  return {
    clock,
    repositories: backend.repositories,
    service: new AttachmentService({ repositories: backend.repositories, now: clock.now }),
  };
}

const user = (organizationId: string, officersAccess = false) =>
  ({ id: `u-${organizationId}`, organizationId, officersAccess }) as UserRecord;
const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');

describe('attachments', () => {
  it('reads the type from the content, whatever the name claims', () => {
    expect(checkFile('scan.PDF', pdf)).toEqual({ type: 'application/pdf' });
    expect(checkFile('photo.png', pdf)).toEqual({ refusal: 'The content of this file is not a PNG image.' });
    expect(checkFile('notes.txt', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x00]))).toEqual({
      refusal: 'The content of this file is not a text.',
    });
    expect(checkFile('data.csv', Buffer.from('a,b\n1,2\n'))).toEqual({ type: 'text/csv' });
    expect(checkFile('README', Buffer.from('hello'))).toEqual({ refusal: 'This type of file is not accepted.' });
  });

  it('serves a file to its organization and officers only', async () => {
    const { service } = await setUp();
    const file = await service.upload(user('org-a'), 'plan.pdf', pdf);
    expect((await service.download(user('org-a'), file.id)).bytes.equals(pdf)).toBe(true);
    expect((await service.download(user('org-x', true), file.id)).contentType).toBe('application/pdf');
    expect(await failureOf(service.download(user('org-b'), file.id))).toMatchObject({ status: 404 });
  });

  it('deletes files left unattached for a day, and keeps the others', async () => {
    const { clock, repositories, service } = await setUp();
    const left = await service.upload(user('org-a'), 'left.pdf', pdf);
    const sent = await service.upload(user('org-a'), 'sent.pdf', pdf);
    await service.attach(repositories, 'org-a', [sent.id], 'request-1');
    clock.advance(DAY_MS + 1000);
    const fresh = await service.upload(user('org-a'), 'fresh.pdf', pdf);
    expect(await service.purgeAbandoned()).toBe(1);
    expect(await failureOf(service.download(user('org-a'), left.id))).toMatchObject({ status: 404 });
    expect((await service.download(user('org-a'), fresh.id)).name).toBe('fresh.pdf');
    expect((await service.download(user('org-a'), sent.id)).name).toBe('sent.pdf');
  });
});
