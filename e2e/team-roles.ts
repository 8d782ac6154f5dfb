// What the role specs share: an organization with a running cluster, and members of other roles
// who joined it through real invitation e-mails, each in their own browser context.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { account, linkFromMailbox, saveBillingProfile } from './accounts.ts';
import { PROVISIONING_MS } from './budgets.ts';
import { testCard, testClusterSpec } from '../test/support/builders.ts';
import type { ClusterSpec } from '../src/shared/clusters/clusters.schemas.ts';

export type JoinedRole = 'member' | 'billing' | 'viewer';

const CARD = testCard();

/** Registers an owner in `page`'s context with a billing profile; past the e-mail dialog. */
export async function registerOwner(page: Page) {
  const owner = account();
  expect((await page.request.post('/api/register', { data: owner })).status()).toBe(201);
  await saveBillingProfile(page.request);
  await page.context().addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  return owner;
}

/** Orders a cluster named `name` (or with `spec` as given) through the API; answers the order's id, waiting for payment. */
export async function clusterOrder(page: Page, nameOrSpec: string | ClusterSpec): Promise<string> {
  const spec =
    typeof nameOrSpec === 'string'
      ? testClusterSpec({
          name: nameOrSpec,
          kubernetesVersion: '1.35',
          nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 2 }],
          addonIds: ['monitoring'],
        })
      : nameOrSpec;
  const order = await page.request.post('/api/orders', {
    data: { kind: 'cluster', cluster: spec, currency: 'EUR', billingCycle: 'monthly' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id: orderId } = (await order.json()) as { id: string };
  return orderId;
}

/** Pays an order by card through the API: fulfilment (provisioning, for a cluster) starts. */
export async function payOrder(page: Page, orderId: string): Promise<void> {
  expect((await page.request.post(`/api/orders/${orderId}/pay`, { data: { card: CARD } })).status()).toBe(200);
}

/** Orders and pays a cluster named `name` (or with `spec`) through the API and waits until it runs. */
export async function runningCluster(
  page: Page,
  nameOrSpec: string | ClusterSpec,
): Promise<{ clusterId: string; orderId: string }> {
  const orderId = await clusterOrder(page, nameOrSpec);
  await payOrder(page, orderId);
  let clusterId = '';
  await expect
    .poll(
      async () => {
        const current = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
          clusterId: string | null;
        };
        if (!current.clusterId) return 'no cluster';
        clusterId = current.clusterId;
        return ((await (await page.request.get(`/api/clusters/${clusterId}`)).json()) as { status: string }).status;
      },
      { timeout: PROVISIONING_MS, intervals: [200] },
    )
    .toBe('running');
  return { clusterId, orderId };
}

/** Invites a new address with `role` as the owner of `owner`, and signs the invitee in, in a context of their own. */
export async function joinAs(
  owner: Page,
  browser: Browser,
  baseURL: string,
  role: JoinedRole,
): Promise<{ context: BrowserContext; page: Page }> {
  const invitee = account();
  const invited = await owner.request.post('/api/organization/invitations', {
    data: { email: invitee.email, orgRole: role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await linkFromMailbox(owner.request, invitee.email, '/join?token=');
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  const context = await browser.newContext({ baseURL, viewport: owner.viewportSize() });
  const accepted = await context.request.post('/api/invitations/accept', {
    data: { token, username: invitee.username, name: `${role} ${invitee.name}`, password: invitee.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  await context.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  return { context, page: await context.newPage() };
}

/**
 * Records, from now on, every answer of the app with an error status (4xx/5xx) and every console
 * error of `page`: what a user would find in the browser's console on an ordinary walk.
 */
export function watchErrors(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400)
      seen.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}`);
  });
  return () => [...new Set(seen)];
}

/** What an organization's screens show: a running cluster, its order, a paid product order and a support ticket. */
export type OrganizationIds = { clusterId: string; orderId: string; productOrderId: string; ticketId: string };

/** Gives the owner signed in on `page` one of everything the console's `:id` screens show. */
export async function furnishedOrganization(page: Page): Promise<OrganizationIds> {
  const { clusterId, orderId } = await runningCluster(page, 'shop-prod');
  const product = await page.request.post('/api/orders', {
    data: { kind: 'product', product: { productId: 'harbor', quantity: 1 }, currency: 'EUR', billingCycle: 'monthly' },
  });
  expect(product.status(), await product.text()).toBe(201);
  const { id: productOrderId } = (await product.json()) as { id: string };
  await payOrder(page, productOrderId);
  const ticket = await page.request.post('/api/tickets', {
    data: {
      subject: 'Ingress answers 502',
      category: 'technical',
      priority: 'normal',
      message: 'Every request through the ingress answers 502 since this morning.',
    },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  const { id: ticketId } = (await ticket.json()) as { id: string };
  return { clusterId, orderId, productOrderId, ticketId };
}
