import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withLocale } from '../../../../server/i18n/request-locale.ts';
import type { Cluster } from '../cluster-types.ts';
import { EndOfSupportBanner, UpgradeProgressBlock } from './UpgradeNotices.tsx';

const cluster = {
  kubernetesVersion: '1.34',
  maintenanceWindow: { day: 'wed', startHourUtc: 22, durationHours: 2 },
  versionLifecycle: { endOfSupport: '2026-12-31', status: 'ending-soon', daysLeft: 12 },
  upgrade: null,
} as unknown as Cluster;

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');

describe('end of support and upgrades under way, on the cluster page', () => {
  it('says when support ends, the days left and that the next window upgrades the cluster', () => {
    const banner = text(renderToString(<EndOfSupportBanner cluster={cluster} />));
    expect(banner).toContain('Kubernetes 1.34 reaches its end of support on');
    expect(banner).toContain('in 12 days');
    expect(banner).toContain('the next maintenance window (Wednesday 22:00–00:00 UTC) upgrades the cluster');
  });

  it('says support has ended once it has, and nothing while the version is supported', () => {
    const ended = { ...cluster, versionLifecycle: { endOfSupport: '2026-12-31', status: 'ended', daysLeft: 0 } };
    expect(text(renderToString(<EndOfSupportBanner cluster={ended as Cluster} />))).toContain(
      'Kubernetes 1.34 reached its end of support on',
    );
    const supported = {
      ...cluster,
      versionLifecycle: { endOfSupport: '2027-12-31', status: 'supported', daysLeft: 389 },
    };
    expect(renderToString(<EndOfSupportBanner cluster={supported as Cluster} />)).toBe('');
  });

  it('shows the pool being replaced, the nodes replaced of all and the step, in French too', () => {
    const upgrading = {
      ...cluster,
      upgrade: { from: '1.36.4', to: '1.37.2', pool: 'web', replaced: 1, total: 3, step: 'drain' },
    } as Cluster;
    const block = text(renderToString(<UpgradeProgressBlock cluster={upgrading} />));
    expect(block).toContain('Upgrading from 1.36.4 to 1.37.2');
    expect(block).toContain('Pool web · 1 of 3 nodes replaced · old node cordoned and drained');
    const french = text(withLocale('fr', () => renderToString(<UpgradeProgressBlock cluster={upgrading} />)));
    expect(french).toContain('nœuds remplacés\u00a0: 1 sur 3 · ancien nœud isolé et vidé');
    expect(renderToString(<UpgradeProgressBlock cluster={cluster} />)).toBe('');
  });
});
