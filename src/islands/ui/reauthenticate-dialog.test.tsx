// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { promptReauthentication } from './reauthenticate-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('the re-authentication dialog', () => {
  it('sends the password, shows the server’s refusal, and resolves true once accepted', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        answer(400, { code: 'bad_request', message: 'Wrong.', fields: { password: 'The password is not correct.' } }),
      )
      .mockResolvedValueOnce(answer(204));
    const user = userEvent.setup();
    const confirmed = promptReauthentication();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The password is not correct.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(confirmed).resolves.toBe(true);
    expect(fetchSpy.mock.calls.map(([url, init]) => [String(url), init?.body])).toEqual([
      ['/api/auth/reauthenticate', '{"password":"wrong"}'],
      ['/api/auth/reauthenticate', '{"password":"right"}'],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes a two-factor code instead, and resolves false on cancel', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    const confirmed = promptReauthentication();
    await user.click(await screen.findByRole('button', { name: 'Use a two-factor code instead' }));
    expect(screen.getByLabelText('Two-factor or recovery code')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(confirmed).resolves.toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
