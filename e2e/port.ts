// The port of the app under test. Playwright reads its config in the runner and again in every
// worker; the runner's choice is kept in E2E_PORT, which the workers inherit, so all agree.
import { execFileSync } from 'node:child_process';

// A child process asks the OS for a free port (port 0) and prints it: the config is read
// synchronously, so the answer cannot be awaited here.
const FIND_FREE_PORT = `const server = require('node:net').createServer();
server.listen(0, '127.0.0.1', () => { process.stdout.write(String(server.address().port)); server.close(); });`;

/**
 * E2E_PORT when it is set (an integer from 1 to 65535), otherwise a port that is free now,
 * recorded in E2E_PORT for the workers. Two runs on one machine thus never share a port.
 */
export function e2ePort(env: NodeJS.ProcessEnv = process.env): number {
  const chosen = env.E2E_PORT?.trim();
  if (chosen) {
    const port = Number(chosen);
    if (!Number.isInteger(port) || port < 1 || port > 65_535) {
      throw new Error(`E2E_PORT must be a port number from 1 to 65535, not '${chosen}'`);
    }
    return port;
  }
  const port = Number(execFileSync(process.execPath, ['-e', FIND_FREE_PORT], { encoding: 'utf8' }));
  env.E2E_PORT = String(port);
  return port;
}
