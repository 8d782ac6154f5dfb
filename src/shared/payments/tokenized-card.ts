/** A card as the provider keeps it: the number stays with the provider. */
export type TokenizedCard = { token: string; brand: string; last4: string; expMonth: number; expYear: number };
