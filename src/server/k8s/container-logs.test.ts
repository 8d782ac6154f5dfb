import { describe, expect, it } from 'vitest';
import { productionCluster } from '../../../test/support/simulated-clusters.ts';
import { clusterState } from './cluster-objects.ts';
import { logLines, nextLineAt, profileFor } from './container-logs.ts';
import type { KubePod } from './kube-objects.ts';

const pods = clusterState(productionCluster()).objects.get('pods') as KubePod[];
const pod = (name: string) => pods.find((candidate) => candidate.metadata.name.startsWith(name)) as KubePod;
const started = (p: KubePod) => Date.parse(p.status.startTime ?? '');

describe('container logs', () => {
  it("writes a program's start-up lines in its format, then its periodic lines", () => {
    const proxy = pod('kube-proxy-');
    const lines = logLines(proxy, 'kube-proxy', started(proxy) + 3 * 3600_000);
    expect(lines[0]?.text).toMatch(/^I\d{4} \d\d:\d\d:\d\d\.\d{6} {7}1 server_linux\.go:66\] "Using nftables proxy"$/);
    expect(lines[1]?.text).toContain(`"Successfully retrieved node IP(s)" IPs=["${proxy.status.hostIP}"]`);
    expect(lines.length).toBe(6 + 5); // six at start-up, then one every 30 minutes for three hours (the first after 30)
    expect(lines.every((line, index) => index === 0 || line.ms > (lines[index - 1]?.ms ?? 0))).toBe(true);
  });

  it('gives the same lines on every call, and only those from a moment on when asked', () => {
    const grafana = pod('grafana-');
    const until = started(grafana) + 86_400_000;
    const all = logLines(grafana, 'grafana', until);
    expect(logLines(grafana, 'grafana', until)).toEqual(all);
    const from = started(grafana) + 43_200_000;
    expect(logLines(grafana, 'grafana', until, from)).toEqual(all.filter((line) => line.ms >= from));
  });

  it('says when the next line comes, for logs -f', () => {
    const proxy = pod('kube-proxy-');
    const now = started(proxy) + 3 * 3600_000;
    const next = nextLineAt(proxy, 'kube-proxy', now);
    expect(next).toBeGreaterThan(now);
    expect(logLines(proxy, 'kube-proxy', next ?? 0, now + 1).map((line) => line.ms)).toEqual([next]);
  });

  it('knows programs by container name, then by image, else logs like any controller', () => {
    expect(
      profileFor({ name: 'config-reloader', image: 'quay.io/prometheus-operator/prometheus-config-reloader:v0.85.0' })
        .format,
    ).toBe('logfmt');
    expect(profileFor({ name: 'whatever', image: 'docker.io/library/redis:8.2.1-alpine' }).startup[1]).toBe(
      '1:M * Ready to accept connections tcp',
    );
    expect(profileFor({ name: 'x', image: 'ghcr.io/acme/x:v1' }).format).toBe('klog');
  });
});
