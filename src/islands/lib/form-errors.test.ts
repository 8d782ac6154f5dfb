import { describe, expect, it } from 'vitest';
import { withLocale } from '../../server/i18n/request-locale.ts';
import { ApiError } from './api-error.ts';
import { errorMessage, toFormErrors } from './form-errors.ts';

describe('toFormErrors', () => {
  it('places the fields the form has and gives the server message otherwise', () => {
    const refused = new ApiError('Some fields are missing.', { status: 400, fields: { name: 'Name it.', other: 'x' } });
    expect(toFormErrors(refused, ['name'])).toEqual({ fields: { name: 'Name it.' } });
    expect(toFormErrors(refused, ['email'])).toEqual({ fields: {}, message: 'Some fields are missing.' });
  });

  it('says the server could not be reached, in the reader’s language, when no answer came', () => {
    const offline = new TypeError('Failed to fetch');
    expect(errorMessage(offline)).toMatch(/could not reach the server/);
    withLocale('fr', () => {
      expect(toFormErrors(offline, []).message).toMatch(/Impossible de joindre le serveur/);
    });
  });
});
