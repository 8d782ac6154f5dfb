import { describe, expect, it } from 'vitest';
import { billingProfileSchema, missingBillingProfileFields } from '../../shared/organizations/organizations.schemas.ts';

// The billing profile every invoice copies: a French company gives its SIREN; VAT numbers follow
// their country's format (a French one its key and SIREN).

const french = {
  legalName: 'Boulangerie Numérique SAS',
  addressLine1: '12 avenue des Gobelins',
  postalCode: '75013',
  city: 'Paris',
  country: 'FR',
  vatNumber: 'FR 44 732 829 320',
  siren: '732 829 320',
};
const problems = (input: Record<string, unknown>) => {
  const parsed = billingProfileSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('billing profile', () => {
  it('takes a French company with its SIREN, stored without spaces', () => {
    expect(billingProfileSchema.parse(french)).toMatchObject({
      siren: '732829320',
      vatNumber: 'FR44732829320',
      addressLine2: '',
    });
  });

  it('asks a French company for a SIREN whose Luhn check digit holds', () => {
    expect(problems({ ...french, siren: '' })).toEqual({ siren: expect.stringMatching(/Enter the SIREN/) });
    expect(problems({ ...french, siren: '73282932' })).toEqual({ siren: 'A SIREN has 9 digits.' });
    expect(problems({ ...french, siren: '732829321', vatNumber: '' })).toEqual({
      siren: expect.stringMatching(/does not check out/),
    });
  });

  it('checks a French VAT number against its key and the SIREN', () => {
    expect(problems({ ...french, vatNumber: 'FR45732829320' })).toEqual({
      vatNumber: expect.stringMatching(/key does not match/),
    });
    expect(problems({ ...french, siren: '542107651', vatNumber: 'FR44732829320' })).toEqual({
      vatNumber: 'This VAT number belongs to SIREN 732829320, not 542107651.',
    });
  });

  it('checks other EU VAT numbers against their country format, and asks no SIREN outside France', () => {
    const german = { ...french, country: 'DE', postalCode: '10117', city: 'Berlin', siren: '' };
    expect(problems({ ...german, vatNumber: 'DE12345' })).toEqual({
      vatNumber: expect.stringMatching(/format of a DE VAT number/),
    });
    expect(billingProfileSchema.parse({ ...german, vatNumber: 'DE123456789', siren: '732829320' })).toMatchObject({
      country: 'DE',
      siren: null,
    });
  });

  it('says what a stored profile lacks before a payment', () => {
    expect(Object.keys(missingBillingProfileFields(null))).toEqual([
      'legalName',
      'addressLine1',
      'postalCode',
      'city',
      'country',
    ]);
    const saved = billingProfileSchema.parse(french);
    expect(missingBillingProfileFields(saved)).toEqual({});
    // Saved before the SIREN was asked.
    expect(Object.keys(missingBillingProfileFields({ ...saved, siren: undefined }))).toEqual(['siren']);
  });
});
