// Taking everything away, in Chromium: an owner with an invoice, a running cluster and a ticket
// exports the organization from Settings (asked for the password again: the sign-in is older
// than 10 minutes), follows the build to ready and downloads the archive; `npm run org:import`
// loads it into a fresh instance (its own data folder and port), where the owner signs in by
// the imported members' flow (a password reset) and finds the same invoices, cluster and ticket.
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { openStorage } from '../src/server/store/storage.ts';
import { startServer, type RunningServer } from '../test/api/server-harness.ts';
import { account, saveBillingProfile, signIn } from './accounts.ts';
import { EXPECT_MS, JOURNEY_MS, PROVISIONING_MS } from './budgets.ts';
import { hydrated } from './settle.ts';
import { runningCluster } from './team-roles.ts';

test.setTimeout(JOURNEY_MS);

const run = promisify(execFile);
/** What the instances of this spec run with (as e2e/serve.ts sets for the shared one). */
const ENV = { SIMULATED_PHASE_SECONDS: '1', APP_ENV: 'test' };

type Invoice = { number: string };
type Cluster = { id: string; name: string };

/** The newest link to `path` in the e-mails to `to` on the instance at `base`. */
async function mailedLink(page: Page, base: string, to: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get(`${base}/api/dev/mailbox`)).json()) as {
          to: string;
          text: string;
        }[];
        const text = mails.find((m) => m.to === to && m.text.includes(path))?.text ?? '';
        link = /https?:\/\/\S+/.exec(text.slice(Math.max(0, text.indexOf(path) - 60)))?.[0] ?? '';
        return link;
      },
      { timeout: EXPECT_MS },
    )
    .toContain(path);
  const url = new URL(link);
  return `${base}${url.pathname}${url.search}`;
}

test('an owner exports the organization, and the archive imports into a fresh instance with the same invoices, clusters and tickets', async ({
  browser,
}) => {
  const servers: RunningServer[] = [];
  try {
    // The source instance, with an organization that has one of each.
    let source = await startServer(ENV);
    servers.push(source);
    const port = new URL(source.url).port;
    const context = await browser.newContext({ baseURL: source.url, acceptDownloads: true });
    await context.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
    const page = await context.newPage();
    const owner = account();
    expect((await page.request.post('/api/register', { data: owner })).status()).toBe(201);
    await saveBillingProfile(page.request);
    const { clusterId } = await runningCluster(page, `export-${Date.now().toString(36)}`);
    const subject = `Ingress answers 502 ${Date.now().toString(36)}`;
    const ticket = await page.request.post('/api/tickets', {
      data: {
        subject,
        category: 'technical',
        priority: 'normal',
        message: 'Every request answers 502 since this morning.',
      },
    });
    expect(ticket.status(), await ticket.text()).toBe(201);
    const invoices = (await (await page.request.get('/api/billing/invoices')).json()) as Invoice[];
    expect(invoices.length).toBeGreaterThan(0);
    const cluster = (await (await page.request.get(`/api/clusters/${clusterId}`)).json()) as Cluster;

    // Eleven minutes later, as far as the session knows: the export asks for the password again.
    await source.stop();
    const store = await openStorage({ dataDir: source.dataDir });
    const me = (await store.repositories.users.findByEmail(owner.email)) as { id: string };
    for (const session of await store.repositories.sessions.listByUser(me.id))
      await store.repositories.sessions.markAuthenticated(session.id, new Date(Date.now() - 11 * 60_000).toISOString());
    await store.close();
    // The same port: the browser's session cookie and the page's address still hold.
    source = await startServer({ ...ENV, PORT: port }, source.dataDir);
    servers.push(source);

    await page.goto('/settings#export-data');
    await hydrated(page);
    const card = page.getByRole('region', { name: 'Export your data' });
    await expect(card.getByText('Every invoice and credit note as PDF and Factur-X XML')).toBeVisible();
    await card.getByRole('button', { name: 'Request an export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByLabel('Password').fill(owner.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByText('Export requested: we e-mail you the link when the archive is ready.', { exact: true }),
    ).toBeVisible();
    await expect(card.getByText(/^Your archive is ready \(.+\)\. We also e-mailed you the link\.$/)).toBeVisible({
      timeout: PROVISIONING_MS,
    });
    await expect(card.getByText(/^The link works until .+; the archive is deleted then\.$/)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Download the archive' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.tar\.gz$/);
    const archive = join(await mkdtemp(join(tmpdir(), 'e2e-export-')), download.suggestedFilename());
    await download.saveAs(archive);
    // The e-mailed link is the same archive's.
    expect(await mailedLink(page, source.url, owner.email, '/api/organization/export/')).toMatch(/download\?token=/);
    await context.close();

    // A fresh instance: its own data folder, the archive imported before it starts.
    const targetDir = await mkdtemp(join(tmpdir(), 'e2e-import-'));
    const imported = await run('npm', ['run', '--silent', 'org:import', '--', archive], {
      env: { ...process.env, ...ENV, DATA_DIR: targetDir, DATABASE_URL: '' },
    });
    expect(imported.stdout).toContain('Imported the organization');
    expect(imported.stdout).toContain(`owner: ${owner.email}`);
    const target = await startServer(ENV, targetDir);
    servers.push(target);

    // Imported members sign in by resetting their password (none was exported).
    const fresh = await browser.newContext();
    await fresh.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
    const there = await fresh.newPage();
    await there.goto(`${target.url}/forgot-password`);
    await hydrated(there);
    await there.getByLabel('E-mail address').fill(owner.email);
    await there.getByRole('button', { name: 'Send reset link' }).click();
    await expect(there.getByText(/If an account exists for that address/)).toBeVisible();
    await there.goto(await mailedLink(there, target.url, owner.email, '/reset-password?token='));
    await hydrated(there);
    await there.getByLabel('New password', { exact: true }).fill('Imported-Sovereign-88!');
    await there.getByLabel('Confirm the new password').fill('Imported-Sovereign-88!');
    await there.getByRole('button', { name: 'Set new password' }).click();
    await expect(there.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await signIn(there, owner.email, 'Imported-Sovereign-88!', `${target.url}/auth`);
    await expect(there).toHaveURL(/\/dashboard$/);

    await there.goto(`${target.url}/billing`);
    const invoiceList = there.getByRole('region', { name: 'Invoices' });
    for (const invoice of invoices)
      await expect(invoiceList.getByRole('rowheader', { name: invoice.number, exact: true })).toBeVisible();
    await there.goto(`${target.url}/my-clusters`);
    await expect(there.getByText(cluster.name, { exact: true }).first()).toBeVisible();
    await there.goto(`${target.url}/orders/support`);
    await expect(there.getByText(subject)).toBeVisible();
    await fresh.close();
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
});
