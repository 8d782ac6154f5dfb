import { describe, expect, it } from 'vitest';
import { cardFieldsFromServer, cardFormSchema, cardPayInput } from './card-form.ts';

describe('the new-card form', () => {
  it('sends the number without spaces and the expiry as month and full year', () => {
    const form = cardFormSchema.parse({
      number: '4242 4242 4242 4242',
      expiry: '3 / 29',
      cvc: '123',
      name: 'Ada Lovelace',
      save: true,
    });
    expect(cardPayInput(form)).toEqual({
      card: { number: '4242424242424242', expMonth: 3, expYear: 2029, cvc: '123', name: 'Ada Lovelace' },
      save: true,
    });
    expect(cardPayInput({ ...form, expiry: '12/2031' })).toMatchObject({ card: { expMonth: 12, expYear: 2031 } });
  });

  it('refuses an expiry that is not MM/YY and a CVC that is not 3 or 4 digits, with the messages shown', () => {
    const result = cardFormSchema.safeParse({
      number: '4242424242424242',
      expiry: '13/29',
      cvc: '12',
      name: 'Ada',
      save: false,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({ expiry: 'Enter the expiry as MM/YY.', cvc: '3 or 4 digits.' });
  });

  it('puts the server’s card.* field messages on the form’s fields, month and year on the expiry', () => {
    expect(
      cardFieldsFromServer({
        'card.number': 'Not a valid card number.',
        'card.expYear': 'This card has expired.',
        'card.expMonth': 'x',
      }),
    ).toEqual({
      number: 'Not a valid card number.',
      expiry: 'This card has expired.',
    });
    expect(cardFieldsFromServer(undefined)).toEqual({});
  });
});
