import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { withLocale } from '../../server/i18n/request-locale.ts';
import { CachedCard, FallbackCard } from './RateCards.tsx';

describe('the rate cards of /currency-test', () => {
  it('say where the rates come from in English by default', () => {
    expect(renderToString(<FallbackCard />)).toContain('Used when there are no live or cached rates.');
    expect(renderToString(<CachedCard record={undefined} now={0} />)).toContain(
      'Nothing stored yet: the first good answer',
    );
  });

  it('say where the rates come from in French on a French page', () => {
    const html = withLocale('fr', () => renderToString(<FallbackCard />));
    expect(html).toContain('Taux de secours intégrés');
    expect(html).toContain('Utilisés en l’absence de taux en direct ou en cache.');
  });
});
