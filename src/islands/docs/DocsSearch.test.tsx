import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { withLocale } from '../../server/i18n/request-locale.ts';
import { DocsSearch } from './DocsSearch.tsx';

describe('the docs search box', () => {
  it('is named and hinted in English by default', () => {
    const html = renderToString(<DocsSearch />);
    expect(html).toContain('aria-label="Search docs and tutorials"');
    expect(html).toContain('placeholder="Search docs and tutorials…"');
  });

  it('is named and hinted in French on a French page', () => {
    const html = withLocale('fr', () => renderToString(<DocsSearch />));
    expect(html).toContain('aria-label="Rechercher dans la documentation et les tutoriels"');
    expect(html).toContain('placeholder="Rechercher dans la documentation et les tutoriels…"');
    expect(html).toContain('aria-label="Résultats de la recherche"');
  });
});
