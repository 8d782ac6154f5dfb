import { frenchVatKey, normaliseSiren, normaliseVatNumber, sirenProblem } from '../../shared/vat.ts';

/**
 * The seller on every invoice and credit note: a French company (the VAT rule, France 20 % and
 * EU reverse charge, is a French seller's). Set by the `SELLER_*` variables, checked at start;
 * each invoice keeps a copy of the identity it was issued with.
 */
export type SellerIdentity = {
  legalName: string;
  addressLine1: string;
  addressLine2: string;
  postalCode: string;
  city: string;
  country: 'FR';
  siren: string;
  vatNumber: string;
  /** Legal form and share capital, e.g. "SAS" and "50 000 €" (CGI art. 242 nonies A). */
  legalForm: string;
  shareCapital: string;
  /** The town of the trade and companies register (RCS) the company is registered at. */
  rcsCity: string;
};

/** Today's seller: the company of the legal pages (a demonstration identity). */
export const DEFAULT_SELLER: SellerIdentity = {
  legalName: 'SovereignK8s SAS',
  addressLine1: '14 rue Bergère',
  addressLine2: '',
  postalCode: '75009',
  city: 'Paris',
  country: 'FR',
  siren: '123456789',
  vatNumber: 'FR41123456789',
  legalForm: 'SAS',
  shareCapital: '50 000 €',
  rcsCity: 'Paris',
};

/** The variables, what each sets, and what a bad value is told it should be. */
export const SELLER_VARIABLES = {
  SELLER_LEGAL_NAME: { field: 'legalName', expected: 'the company’s legal name, 2 to 120 characters' },
  SELLER_ADDRESS_LINE1: { field: 'addressLine1', expected: 'a street address, 3 to 120 characters' },
  SELLER_ADDRESS_LINE2: {
    field: 'addressLine2',
    expected: 'an address complement of at most 120 characters (may be empty)',
  },
  SELLER_POSTAL_CODE: { field: 'postalCode', expected: 'a French postal code of 5 digits' },
  SELLER_CITY: { field: 'city', expected: 'a town, 1 to 80 characters' },
  SELLER_SIREN: { field: 'siren', expected: 'the 9-digit SIREN, with a valid Luhn check digit' },
  SELLER_VAT_NUMBER: {
    field: 'vatNumber',
    expected: 'a French VAT number FR + 2-digit key + the SIREN, e.g. FR44732829320',
  },
  SELLER_LEGAL_FORM: { field: 'legalForm', expected: 'the legal form, e.g. SAS or SARL' },
  SELLER_SHARE_CAPITAL: { field: 'shareCapital', expected: 'the share capital as printed, e.g. 50 000 €' },
  SELLER_RCS_CITY: { field: 'rcsCity', expected: 'the town of the RCS registration, e.g. Paris' },
} as const satisfies Record<string, { field: keyof SellerIdentity; expected: string }>;

type SellerVariable = keyof typeof SELLER_VARIABLES;

/** A `SELLER_*` variable whose value cannot be used. */
export class SellerConfigError extends Error {
  readonly variable: SellerVariable;
  constructor(variable: SellerVariable) {
    super(`${variable}: expected ${SELLER_VARIABLES[variable].expected}`);
    this.variable = variable;
  }
}

const between = (min: number, max: number) => (value: string) => value.length >= min && value.length <= max;

/**
 * The seller from the environment, each variable defaulting to today's value. The SIREN's check
 * digit and the VAT number's key are verified for any SIREN but the default (a demonstration
 * number that has neither); the VAT number must always carry the SIREN.
 */
export function sellerFromEnv(env: NodeJS.ProcessEnv): SellerIdentity {
  const read = (variable: SellerVariable, check: (value: string) => boolean): string => {
    const raw = env[variable];
    const value = raw === undefined ? DEFAULT_SELLER[SELLER_VARIABLES[variable].field] : raw.trim();
    if (!check(value)) throw new SellerConfigError(variable);
    return value;
  };
  // Any SIREN but the demonstration one must check out.
  const strict = (value: string) => normaliseSiren(value) !== DEFAULT_SELLER.siren;
  const siren = normaliseSiren(
    read(
      'SELLER_SIREN',
      (value) => /^\d{9}$/.test(normaliseSiren(value)) && (!strict(value) || sirenProblem(value) === null),
    ),
  );
  const vatNumber = normaliseVatNumber(
    read('SELLER_VAT_NUMBER', (value) => {
      const vat = normaliseVatNumber(value);
      return (
        /^FR\d{2}\d{9}$/.test(vat) &&
        vat.slice(4) === siren &&
        (!strict(siren) || Number(vat.slice(2, 4)) === frenchVatKey(siren))
      );
    }),
  );
  return {
    legalName: read('SELLER_LEGAL_NAME', between(2, 120)),
    addressLine1: read('SELLER_ADDRESS_LINE1', between(3, 120)),
    addressLine2: read('SELLER_ADDRESS_LINE2', between(0, 120)),
    postalCode: read('SELLER_POSTAL_CODE', (value) => /^\d{5}$/.test(value)),
    city: read('SELLER_CITY', between(1, 80)),
    country: 'FR',
    siren,
    vatNumber,
    legalForm: read('SELLER_LEGAL_FORM', between(2, 40)),
    shareCapital: read('SELLER_SHARE_CAPITAL', between(1, 40)),
    rcsCity: read('SELLER_RCS_CITY', between(1, 60)),
  };
}

let current: SellerIdentity = DEFAULT_SELLER;

/** Sets the seller the next invoices are issued by (at start, from the configuration). */
export function setSeller(identity: SellerIdentity): void {
  current = identity;
}

/** The seller the next invoices are issued by. */
export function seller(): SellerIdentity {
  return current;
}

/** "SAS au capital de 50 000 € — RCS Paris 123 456 789": the registration line French law asks for. */
export function registrationLine(identity: SellerIdentity): string {
  const siren = identity.siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
  return `${identity.legalForm} au capital de ${identity.shareCapital} — RCS ${identity.rcsCity} ${siren}`;
}

/** The postal address as printed, one line each. */
export function sellerAddressLines(identity: SellerIdentity): string[] {
  return [identity.addressLine1, identity.addressLine2, `${identity.postalCode} ${identity.city}`, 'France'].filter(
    Boolean,
  );
}
