// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { optionalText, requiredText, TextPromptDialog } from './text-prompt-dialog.tsx';

afterEach(cleanup);

/** A page with a button that opens the dialog; `onConfirm` decides what the "server" answers. */
function Page({ onConfirm }: { onConfirm: (text: string, close: () => void) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Suspend</button>
      {open ? (
        <TextPromptDialog
          title="Suspend Acme"
          label="Reason"
          help="Its members are notified."
          schema={requiredText('Enter the reason.', 500)}
          name="reason"
          maxLength={500}
          confirmLabel="Suspend organization"
          destructive
          onConfirm={(text) => onConfirm(text, () => setOpen(false))}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

async function open(onConfirm: (text: string, close: () => void) => Promise<unknown>) {
  const user = userEvent.setup();
  render(<Page onConfirm={onConfirm} />);
  await user.click(screen.getByRole('button', { name: 'Suspend' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Suspend Acme' }) };
}

describe('TextPromptDialog', () => {
  it('refuses an empty text with the given message and sends nothing', async () => {
    const sent: string[] = [];
    const { user } = await open(async (text) => sent.push(text));
    expect(screen.getByLabelText('Reason')).toHaveProperty('maxLength', 500);
    await user.type(screen.getByLabelText('Reason'), '   ');
    await user.click(screen.getByRole('button', { name: 'Suspend organization' }));
    expect(await screen.findByText('Enter the reason.')).toBeTruthy();
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends the trimmed text, counts characters, and closes when the caller closes it', async () => {
    const sent: string[] = [];
    const { user } = await open(async (text, close) => {
      sent.push(text);
      close();
    });
    await user.type(screen.getByLabelText('Reason'), '  Chargeback ');
    expect(screen.getByText('Its members are notified. 10/500 characters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Suspend organization' }));
    expect(sent).toEqual(['Chargeback']);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back to the button that opened it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Suspend' }));
  });

  it('is pending while the request runs: the confirm button is disabled and Escape does not close', async () => {
    let answer: () => void = () => undefined;
    const { user } = await open(() => new Promise<void>((resolve) => (answer = resolve)));
    await user.type(screen.getByLabelText('Reason'), 'Fraud');
    await user.click(screen.getByRole('button', { name: 'Suspend organization' }));
    expect(screen.getByRole('button', { name: 'Suspend organization' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Suspend Acme' })).toBeTruthy();
    answer();
    expect(await screen.findByRole('button', { name: 'Suspend organization' })).toHaveProperty('disabled', false);
  });

  it('shows the server’s message for its field under the text, anything else as the dialog’s alert', async () => {
    const answers = [
      new ApiError('Invalid input.', { status: 400, fields: { reason: 'At most 500 characters.' } }),
      new ApiError('The organization is already suspended.', { status: 409 }),
    ];
    const { user } = await open(async () => {
      throw answers.shift();
    });
    await user.type(screen.getByLabelText('Reason'), 'Fraud');
    await user.click(screen.getByRole('button', { name: 'Suspend organization' }));
    expect(await screen.findByText('At most 500 characters.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Suspend organization' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The organization is already suspended.');
    expect(screen.getByRole('dialog', { name: 'Suspend Acme' })).toBeTruthy();
  });

  it('Cancel closes without sending', async () => {
    const sent: string[] = [];
    const { user } = await open(async (text) => sent.push(text));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('speaks French on a French page: its own texts and the length check', async () => {
    document.documentElement.lang = 'fr';
    try {
      const { user } = await open(async () => undefined);
      await user.type(screen.getByLabelText('Reason'), 'Fraude');
      expect(screen.getByText('Its members are notified. 6/500 caractères.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
      expect(optionalText(3).safeParse('abcd').error?.issues[0]?.message).toBe('3 caractères au maximum.');
    } finally {
      document.documentElement.lang = 'en';
    }
  });

  it('says the length limit in English on an English page', () => {
    expect(optionalText(3).safeParse('abcd').error?.issues[0]?.message).toBe('At most 3 characters.');
  });
});
