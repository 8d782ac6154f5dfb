import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.ts';
import { DEFAULT_SELLER } from './seller.ts';

// The seller on every invoice comes from SELLER_* variables, checked at start like every other
// variable: a bad value stops the start with one line naming it.

describe('SELLER_* configuration', () => {
  it("defaults to today's seller, also when .env.example's copy of it is set", () => {
    expect(loadConfig({}).seller).toEqual(DEFAULT_SELLER);
    expect(
      loadConfig({ SELLER_SIREN: '123456789', SELLER_VAT_NUMBER: 'FR41123456789', SELLER_SHARE_CAPITAL: '50 000 €' })
        .seller,
    ).toEqual(DEFAULT_SELLER);
  });

  it('takes a company of its own, checked: SIREN Luhn digit, VAT key and SIREN', () => {
    const seller = loadConfig({
      SELLER_LEGAL_NAME: 'Nuage Souverain SA',
      SELLER_SIREN: '732 829 320',
      SELLER_VAT_NUMBER: 'FR44732829320',
      SELLER_CITY: 'Lyon',
      SELLER_POSTAL_CODE: '69002',
    }).seller;
    expect(seller).toMatchObject({
      legalName: 'Nuage Souverain SA',
      siren: '732829320',
      vatNumber: 'FR44732829320',
      city: 'Lyon',
      postalCode: '69002',
      rcsCity: 'Paris',
    });
  });

  it.each([
    [{ SELLER_SIREN: '732829321', SELLER_VAT_NUMBER: 'FR44732829321' }, 'SELLER_SIREN'],
    [{ SELLER_SIREN: '732829320' }, 'SELLER_VAT_NUMBER'],
    [{ SELLER_SIREN: '732829320', SELLER_VAT_NUMBER: 'FR45732829320' }, 'SELLER_VAT_NUMBER'],
    [{ SELLER_POSTAL_CODE: '7500' }, 'SELLER_POSTAL_CODE'],
    [{ SELLER_LEGAL_NAME: ' ' }, 'SELLER_LEGAL_NAME'],
  ])('refuses %o, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid ${variable}`));
  });
});
