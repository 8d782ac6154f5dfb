// Two console instances on one PostgreSQL behind HAProxy (npm run start:cluster): a customer
// signed in through the balancer keeps working, with nothing lost, when one instance dies.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { JOURNEY_MS } from './budgets.ts';
import { hydrated } from './settle.ts';

type ClusterInfo = { url: string; instances: { name: string; port: number; pid: number }[] };

let cluster: ChildProcess | undefined;
let info: ClusterInfo;
let base: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

test.describe.configure({ mode: 'serial' });
test.setTimeout(JOURNEY_MS);

test.beforeAll(async () => {
  test.setTimeout(JOURNEY_MS);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-cluster-'));
  const port = await freePort();
  base = `http://localhost:${port}`;
  cluster = spawn(process.execPath, ['scripts/start-cluster.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_ENV: 'test',
      PUBLIC_ORIGIN: base,
      REGISTRATIONS_PER_ADDRESS: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Cluster of 2 instances listening')) resolve();
    };
    cluster?.stdout?.on('data', onData);
    cluster?.stderr?.on('data', onData);
    cluster?.once('exit', (code) => reject(new Error(`start:cluster exited (${code}):\n${output}`)));
  });
  info = JSON.parse(readFileSync(join(dataDir, 'cluster.json'), 'utf8')) as ClusterInfo;
});

test.afterAll(async () => {
  if (!cluster || cluster.exitCode !== null) return;
  const exited = new Promise((resolve) => cluster?.once('exit', resolve));
  cluster.kill('SIGTERM');
  await exited;
});

/**
 * Saves the display name on /profile and waits for the server's answer: the "Name saved" toast
 * of an earlier save outlives a page load, so seeing it proves nothing, and leaving the page
 * before the answer would cancel the request.
 */
async function saveName(page: Page, name: string): Promise<void> {
  await page.goto(`${base}/profile`);
  await hydrated(page);
  await page.getByLabel('Name', { exact: true }).fill(name);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/profile') && response.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Save name' }).click();
  expect((await answer).status()).toBe(200);
}

test('a customer keeps working through the balancer when one instance is killed', async ({ page }) => {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const account = {
    username: `ha${id}`,
    email: `ha${id}@example.eu`,
    password: 'Sovereign-Cloud-42!',
    name: 'Hélène Haute',
    companyName: `HA ${id} SAS`,
  };
  await page.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));

  // Registered and signed in through HAProxy: requests land on both instances (round robin).
  expect((await page.request.post(`${base}/api/register`, { data: account, headers: { Origin: base } })).status()).toBe(
    201,
  );
  await saveName(page, 'Hélène Avant');

  const victim = info.instances[0];
  if (!victim) throw new Error('no instance to kill');
  process.kill(victim.pid, 'SIGKILL');

  // The session, the change and the notifications live in PostgreSQL: the survivor has them all.
  await page.goto(`${base}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome, Hélène Avant' })).toBeVisible();
  for (let i = 0; i < 6; i += 1) {
    const user = await page.request.get(`${base}/api/user`);
    expect(user.status()).toBe(200);
    expect(((await user.json()) as { name: string }).name).toBe('Hélène Avant');
  }
  await saveName(page, 'Hélène Après');
  await page.goto(`${base}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome, Hélène Après' })).toBeVisible();
  const notifications = await page.request.get(`${base}/api/notifications`);
  expect(notifications.status()).toBe(200);
  expect(((await notifications.json()) as { message: string }[]).some((n) => n.message.includes('Welcome'))).toBe(true);
});
