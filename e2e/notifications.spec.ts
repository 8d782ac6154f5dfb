import { expect, test, type Page } from '@playwright/test';
import { greetedSocket } from './live-socket.ts';
import { hydrated } from './settle.ts';

// One shared account (the development customer) is changed here: run these steps in order.
test.describe.configure({ mode: 'serial' });

async function notify(page: Page, message: string, type = 'info') {
  const response = await page.request.post('/api/dev/notifications', { data: { message, type } });
  expect(response.status()).toBe(201);
}

/**
 * Opens /dashboard signed in, with nothing unread, once its /ws connection is greeted. The tab
 * says it is in the background, where the 10 s poll does not run: whatever the badge
 * shows after the first load came over /ws, however slowly the machine renders it.
 */
async function openDashboard(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  });
  expect((await page.request.post('/api/dev/login', { data: { as: 'customer' } })).status()).toBe(200);
  await page.request.post('/api/notifications/mark-all-read');
  const greeted = greetedSocket(page);
  await page.goto('/dashboard');
  expect(await page.evaluate(() => document.visibilityState)).toBe('hidden');
  // Without the greeting a notification could go out before the socket is there.
  await greeted;
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  return bell;
}

test('the badge rises with a server-side notification over /ws, not at the next poll', async ({ page }) => {
  const bell = await openDashboard(page);
  await notify(page, 'Cluster prod-eu-1 is running', 'success');
  // In a background tab nothing polls: only the /ws message can bring it.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell).toHaveText('1');
});

test('the panel lists newest first, trashes one, marks one and then all as read', async ({ page }) => {
  const bell = await openDashboard(page);
  for (const message of ['Invoice INV-1 issued', 'Ticket #42 answered', 'Node pool scaled to 5'])
    await notify(page, message);
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');

  await hydrated(page);
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const items = panel.getByRole('listitem');
  await expect(items.first()).toContainText('Node pool scaled to 5');
  await expect(items.nth(1)).toContainText('Ticket #42 answered');
  await expect(items.first()).toContainText('Just now');

  await items.filter({ hasText: 'Ticket #42 answered' }).getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByText('Notification moved to trash', { exact: true })).toBeVisible();
  await expect(panel.getByText('Ticket #42 answered')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  await items.filter({ hasText: 'Invoice INV-1 issued' }).getByRole('button', { name: 'Mark as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(
    items.filter({ hasText: 'Invoice INV-1 issued' }).getByRole('button', { name: 'Mark as read' }),
  ).toHaveCount(0);

  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All notifications marked as read', { exact: true })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
});

test('the panel shows 5, and 10 more per "View all notifications"', async ({ page }) => {
  const bell = await openDashboard(page);
  for (let i = 1; i <= 16; i += 1) await notify(page, `Batch notification ${i}`);
  await expect(bell).toHaveAccessibleName('Notifications, 16 unread');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('listitem')).toHaveCount(5);
  await expect(panel.getByRole('listitem').first()).toContainText('Batch notification 16');
  await panel.getByRole('button', { name: 'View all notifications' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(15);
  await expect(panel.getByRole('listitem').last()).toContainText('Batch notification 2');
});
