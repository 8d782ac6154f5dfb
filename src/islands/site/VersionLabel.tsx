import { useEffect, useState } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { getPublicJson } from '../lib/api/public-json.ts';
import { parseVersionSummary, VERSION_RELEASE, type VersionSummary } from './footer.ts';

/** The badge of a development server: the same in every language. */
const DEV_BADGE = 'DEV';

/** The footer's version label from GET /api/version/summary, with a 'DEV' badge in development. */
export function VersionLabel() {
  const [summary, setSummary] = useState<VersionSummary | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    getPublicJson('/api/version/summary')
      .then((body) => {
        if (live) setSummary(parseVersionSummary(body));
      })
      .catch((error: unknown) => {
        // Not "(loading...)" forever: the release without its commit.
        if (live) setFailed(true);
        console.warn('Version summary unavailable', error);
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-mono text-xs">
        {summary?.displayVersion ?? (failed ? VERSION_RELEASE : m.site_version_loading({ version: VERSION_RELEASE }))}
      </span>
      {summary?.environment === 'development' ? (
        <span
          className="rounded bg-warning px-1.5 py-0.5 text-[10px] font-bold tracking-wider text-warning-foreground"
          title={m.site_version_development()}
        >
          {DEV_BADGE}
        </span>
      ) : null}
    </span>
  );
}
