import { describe, expect, it } from 'vitest';
import { buildKubeconfig } from './kubeconfig.builder.ts';

const CA = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

describe('kubeconfig', () => {
  it('names one cluster, one user and the context joining them, with the CA as base64', () => {
    const yaml = buildKubeconfig({
      clusterName: 'prod-eu',
      server: 'https://console.example.eu/k8s/cl_1',
      token: 'kc_abc',
      userName: 'alice',
      namespace: 'apps',
      certificateAuthority: CA,
    });
    expect(yaml).toBe(
      [
        'apiVersion: v1',
        'kind: Config',
        'clusters:',
        '- name: "prod-eu"',
        '  cluster:',
        '    server: "https://console.example.eu/k8s/cl_1"',
        `    certificate-authority-data: "${Buffer.from(CA).toString('base64')}"`,
        'contexts:',
        '- name: "prod-eu"',
        '  context:',
        '    cluster: "prod-eu"',
        '    user: "alice@prod-eu"',
        '    namespace: "apps"',
        'current-context: "prod-eu"',
        'preferences: {}',
        'users:',
        '- name: "alice@prod-eu"',
        '  user:',
        '    token: "kc_abc"',
        '',
      ].join('\n'),
    );
  });

  it('leaves out the CA and the namespace when there are none (a publicly trusted endpoint)', () => {
    const yaml = buildKubeconfig({
      clusterName: 'prod-eu',
      server: 'https://console.example.eu/k8s/cl_1',
      token: 'kc_abc',
      userName: 'alice',
    });
    expect(yaml).not.toContain('certificate-authority-data');
    expect(yaml).not.toContain('namespace:');
  });

  it('keeps every value one quoted scalar, whatever characters it holds', () => {
    const userName = 'o\'brien: "ops" #1 @team\nnext';
    const yaml = buildKubeconfig({ clusterName: 'prod-eu', server: 'https://h/k8s/x', token: 't', userName });
    const userLine = yaml.split('\n').find((line) => line.startsWith('- name: "o'));
    expect(JSON.parse(userLine?.slice('- name: '.length) ?? '')).toBe(`${userName}@prod-eu`);
    expect(yaml.split('\n')).toHaveLength(18);
  });

  it('refuses a server that is not an http(s) address and a token with whitespace', () => {
    expect(() =>
      buildKubeconfig({ clusterName: 'c', server: 'console.example.eu/k8s/x', token: 't', userName: 'u' }),
    ).toThrow('server address');
    expect(() => buildKubeconfig({ clusterName: 'c', server: 'https://h/k8s/x', token: 'a b', userName: 'u' })).toThrow(
      'whitespace',
    );
  });
});
