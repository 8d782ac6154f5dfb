import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { e2ePort } from '../e2e/port.ts';

describe('the end-to-end tests’ port', () => {
  it('is E2E_PORT when it is set', () => {
    expect(e2ePort({ E2E_PORT: '4511' })).toBe(4511);
  });

  it('is a free port otherwise, kept in E2E_PORT so the test workers use the same', async () => {
    const env: NodeJS.ProcessEnv = {};
    const port = e2ePort(env);
    expect(env.E2E_PORT).toBe(String(port));
    // Free means this process can listen on it.
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('refuses an E2E_PORT that is not a port number', () => {
    expect(() => e2ePort({ E2E_PORT: 'abc' })).toThrow("E2E_PORT must be a port number from 1 to 65535, not 'abc'");
    expect(() => e2ePort({ E2E_PORT: '70000' })).toThrow(/not '70000'/);
  });
});
