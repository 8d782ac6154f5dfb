import { describe, expect, it } from 'vitest';
import { clusterEndpoint, kubeconfigServer, needsBuiltInTls } from './api-endpoint.ts';
import { endpointHostnames } from './api-tls.ts';

describe('cluster endpoint addresses', () => {
  it('is PUBLIC_ORIGIN/k8s/{id}', () => {
    expect(clusterEndpoint('https://console.example.eu/', 'cl_1')).toBe('https://console.example.eu/k8s/cl_1');
    expect(clusterEndpoint('http://localhost:4321', 'cl_1')).toBe('http://localhost:4321/k8s/cl_1');
  });

  it('gives kubeconfigs the https origin as it is', () => {
    expect(needsBuiltInTls('https://console.example.eu')).toBe(false);
    expect(kubeconfigServer('https://console.example.eu', 'cl_1')).toBe('https://console.example.eu/k8s/cl_1');
  });

  it('switches an http origin to https on the same host and port, keeping the port explicit', () => {
    expect(needsBuiltInTls('http://localhost:4321')).toBe(true);
    expect(kubeconfigServer('http://localhost:4321', 'cl_1')).toBe('https://localhost:4321/k8s/cl_1');
    expect(kubeconfigServer('http://console.internal', 'cl_1')).toBe('https://console.internal:80/k8s/cl_1');
    expect(kubeconfigServer('http://[::1]:4321', 'cl_1')).toBe('https://[::1]:4321/k8s/cl_1');
  });

  it('certifies the public host and the loopback names', () => {
    expect(endpointHostnames('http://console.internal:4321')).toEqual([
      'console.internal',
      'localhost',
      '127.0.0.1',
      '::1',
    ]);
    expect(endpointHostnames('http://[::1]:4321')).toEqual(['::1', 'localhost', '127.0.0.1']);
  });
});
