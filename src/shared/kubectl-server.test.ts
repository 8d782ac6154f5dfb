import { describe, expect, it } from 'vitest';
import { kubectlServer } from './kubectl-server.ts';

describe('kubectlServer', () => {
  it('names the https twin of a plain-http endpoint, on the same port', () => {
    expect(kubectlServer('http://localhost:4321/k8s/abc')).toBe('https://localhost:4321/k8s/abc');
  });

  it('keeps port 80 explicit, since https without a port means 443', () => {
    expect(kubectlServer('http://console.example.eu/k8s/abc')).toBe('https://console.example.eu:80/k8s/abc');
  });

  it('leaves an https endpoint as it is', () => {
    expect(kubectlServer('https://console.example.eu/k8s/abc')).toBe('https://console.example.eu/k8s/abc');
  });
});
