import { describe, expect, it } from 'vitest';
import { readBack, storedSentenceIn } from './stored-sentences.ts';

describe('stored sentences said again in the reader’s language', () => {
  it('reads the message and its values back out of an English sentence, and says it in French', () => {
    expect(readBack('Deletion requested: billing stopped.')).toEqual({
      key: 'notice_event_deletion_requested',
      locale: 'en',
      values: {},
    });
    expect(storedSentenceIn('Deletion requested: billing stopped.', 'fr')).toBe(
      'Suppression demandée\u00a0: facturation arrêtée.',
    );
  });

  it('keeps the values as written and picks the plural the count asks for in the other language', () => {
    expect(storedSentenceIn('2 kubeconfigs revoked by Ada Lovelace.', 'fr')).toMatch(/^2 .*Ada Lovelace\.$/);
    expect(storedSentenceIn('1 kubeconfig revoked by Ada.', 'fr')).toMatch(/^1 kubeconfig révoqué .*Ada\.$/);
  });

  it('says a French sentence in English, and leaves one already in the reader’s language as it is', () => {
    const french = storedSentenceIn('Deletion requested: billing stopped.', 'fr');
    expect(storedSentenceIn(french, 'en')).toBe('Deletion requested: billing stopped.');
    expect(storedSentenceIn(french, 'fr')).toBe(french);
  });

  it('leaves alone what no message makes: a provider’s or a person’s words', () => {
    expect(storedSentenceIn('Your card was declined by the issuing bank.', 'fr')).toBe(
      'Your card was declined by the issuing bank.',
    );
    expect(readBack('hello')).toBeUndefined();
  });
});

describe('price lines stored in one language', () => {
  it('say a prorated add-on line again in the other language, the line inside it too', () => {
    expect(storedSentenceIn('Add-on: Loki log aggregation, 31 of 31 days until 1 Jan 2027', 'fr')).toBe(
      'Module complémentaire\u00a0: Loki log aggregation, 31 jours sur 31 jusqu’au 1 janv. 2027',
    );
  });
});

describe('percentages stored with the spacing of an older release', () => {
  it('are written as today: "10%" in English, "10\u202f%" in French', () => {
    expect(storedSentenceIn('Business plan: 10 % off list prices', 'en')).toBe('Business plan: 10% off list prices');
    expect(storedSentenceIn('PARIS: 5 % off your first purchase', 'fr')).toBe(
      'PARIS\u00a0: 5\u202f% de remise sur votre premier achat',
    );
    expect(storedSentenceIn('PARIS\u00a0: 5\u00a0% de remise sur votre premier achat', 'fr')).toBe(
      'PARIS\u00a0: 5\u202f% de remise sur votre premier achat',
    );
    expect(storedSentenceIn('PARIS: 5% off your first purchase', 'en')).toBe('PARIS: 5% off your first purchase');
  });
});
