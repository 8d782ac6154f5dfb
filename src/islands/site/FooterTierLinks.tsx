import { useEffect, useState } from 'react';
import { getPublicJson } from '../lib/api/public-json.ts';
import { footerTierLinks, parseTierList, type TierSummary } from './footer.ts';

const linkClass =
  'rounded-sm hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The footer's cluster-type links: the fixed seven in the HTML, replaced by the tiers
 * of GET /api/cluster-tiers once they arrive (an empty or failed answer keeps the seven).
 */
export function FooterTierLinks() {
  const [tiers, setTiers] = useState<TierSummary[] | null>(null);

  useEffect(() => {
    let live = true;
    getPublicJson('/api/cluster-tiers')
      .then((body) => {
        if (live) setTiers(parseTierList(body));
      })
      .catch((error: unknown) => console.warn('Cluster tiers unavailable; the footer keeps the fixed list', error));
    return () => {
      live = false;
    };
  }, []);

  return (
    <ul className="grid gap-2">
      {footerTierLinks(tiers).map((link) => (
        <li key={link.key}>
          <a href={link.href} className={linkClass}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
