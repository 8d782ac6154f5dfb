// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { AlertDialog } from './alert-dialog.tsx';
import { Button } from './button.tsx';

afterEach(cleanup);

function renderRemove(onConfirm: () => void | Promise<unknown>) {
  render(
    <AlertDialog
      trigger={<Button>Remove Ada</Button>}
      title="Remove Ada"
      description="Her sessions end at once."
      confirmLabel="Remove"
      destructive
      onConfirm={onConfirm}
    />,
  );
  return userEvent.setup();
}

describe('AlertDialog', () => {
  it('asks first: named by its title, focus on Cancel, and Cancel does nothing', async () => {
    let removed = 0;
    const user = renderRemove(() => void (removed += 1));
    await user.click(screen.getByRole('button', { name: 'Remove Ada' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Ada' });
    expect(dialog).toHaveProperty('textContent', expect.stringContaining('Her sessions end at once.'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(removed).toBe(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Ada' }));
  });

  it('runs the action once confirmed and closes', async () => {
    let removed = 0;
    const user = renderRemove(() => void (removed += 1));
    await user.click(screen.getByRole('button', { name: 'Remove Ada' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(removed).toBe(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stays open with the server’s message when the action fails, and closes when it succeeds', async () => {
    const answers = [
      () => Promise.reject(new ApiError('Ada owns the organization.', { status: 409, code: 'conflict' })),
      () => Promise.resolve(),
    ];
    const user = renderRemove(() => answers.shift()?.());
    await user.click(screen.getByRole('button', { name: 'Remove Ada' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ada owns the organization.');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
  });
});
