import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EXIT } from '../../src/cli/exit-codes.ts';
import type { ApiClient } from '../api/api-client.ts';
import { PAY_WITH_CARD, registeredCustomer } from '../api/commerce-helpers.ts';
import { startServer, type RunningServer } from '../api/server-harness.ts';
import { createToken } from '../api/token-helpers.ts';
import { testCard } from '../support/builders.ts';
import { BIN, runCli } from './cli-harness.ts';

// The day-two commands beside `doctl kubernetes` and `scw k8s`, run as a user would: saving a
// kubeconfig next to others, node pools, upgrades, waiting, completion, YAML output, login
// without the token on the command line, and an unreachable API named.
const run = promisify(execFile);
const has = async (command: string) => (await run('sh', ['-c', `command -v ${command}`]).catch(() => null)) !== null;

let server: RunningServer;
let owner: ApiClient;
let env: Record<string, string>;
let work: string;
let token: string;
let versions: { version: string; patch: string }[];

beforeAll(async () => {
  server = await startServer({ SIMULATED_PHASE_SECONDS: '0.2' });
  owner = await registeredCustomer(server.url);
  expect(
    (await owner.post('/api/billing/payment-methods', { kind: 'card', card: PAY_WITH_CARD.card, makeDefault: true }))
      .status,
  ).toBe(201);
  token = (
    await createToken(owner, ['read', 'orders:write', 'billing:read', 'kubeconfigs:write', 'clusters:write'], 'ops')
  ).token;
  work = await mkdtemp(join(tmpdir(), 'cli-ops-'));
  env = {
    SOVEREIGN_API_URL: server.url,
    SOVEREIGN_TOKEN: token,
    SOVEREIGN_POLL_SECONDS: '0.1',
    XDG_CONFIG_HOME: join(work, 'config'),
    HOME: work,
  };
  versions = (
    (await owner.get('/api/catalog')).json as unknown as { kubernetesVersions: { version: string; patch: string }[] }
  ).kubernetesVersions;
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** The newest version but one: a cluster on it has an upgrade. */
const older = () =>
  [...versions].sort((a, b) => Number(a.version.split('.')[1]) - Number(b.version.split('.')[1])).at(-2) as {
    version: string;
    patch: string;
  };
const newer = () =>
  versions.find((v) => v.version === `1.${Number(older().version.split('.')[1]) + 1}`) as {
    version: string;
    patch: string;
  };

describe('sovereign-k8s without a cluster', () => {
  it('prints its version and the console’s, and Kubernetes’ --version still goes to clusters create', async () => {
    const { version } = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    const shown = await runCli(['--version'], env);
    expect(shown.code, shown.stderr).toBe(EXIT.ok);
    expect(shown.stdout).toMatch(new RegExp(`^sovereign-k8s ${version.replaceAll('.', '\\.')}\\n`));
    expect(shown.stdout).toContain(`API ${server.url}: v${version}`);
    expect(JSON.parse((await runCli(['-o', 'json', '-V'], env)).stdout)).toMatchObject({
      cli: version,
      api: { url: server.url },
    });
    const help = await runCli(['clusters', 'create', '--help'], env);
    expect(help.stdout).toMatch(/--version <minor>/);
  });

  it('names the API it cannot reach, with the reason', async () => {
    const closed = await closedPort();
    const result = await runCli(['clusters', 'list'], { ...env, SOVEREIGN_API_URL: `http://127.0.0.1:${closed}` });
    expect(result.code).toBe(EXIT.error);
    expect(result.stderr).toContain(`Cannot reach the API at http://127.0.0.1:${closed}/ (ECONNREFUSED)`);
    expect(result.stderr).not.toMatch(/fetch failed/);
  });

  it('completes commands in bash, and prints zsh and fish scripts their shells accept', async () => {
    const bash = await runCli(['completion', 'bash'], env);
    expect(bash.code).toBe(EXIT.ok);
    const script = join(work, 'completion.bash');
    await writeFile(script, bash.stdout);
    await run('bash', ['-n', script]);
    const complete = async (line: string) => {
      const shell = `source ${script}; complete -p sovereign-k8s; COMP_WORDS=(${line}); COMP_CWORD=$((\${#COMP_WORDS[@]} - 1)); _sovereign_k8s; echo "\${COMPREPLY[*]}"`;
      return (await run('bash', ['-c', shell])).stdout.trim().split('\n');
    };
    const [registered, topLevel] = await complete(`sovereign-k8s ''`);
    expect(registered).toBe('complete -o default -F _sovereign_k8s sovereign-k8s');
    expect(topLevel?.split(' ')).toEqual(
      expect.arrayContaining(['clusters', 'node-pools', 'kubeconfig', 'completion', 'login']),
    );
    expect((await complete(`sovereign-k8s clusters ''`))[1]?.split(' ')).toEqual(
      expect.arrayContaining(['list', 'upgrade', 'wait']),
    );
    expect((await complete(`sovereign-k8s kubeconfig s`))[1]).toBe('save');
    expect((await complete(`sovereign-k8s clusters wait web --for ''`))[1]).toBe('running deleted');

    const zsh = await runCli(['completion', 'zsh'], env);
    expect(zsh.stdout).toMatch(/^#compdef sovereign-k8s\n/);
    expect(zsh.stdout).toContain('compdef _sovereign_k8s sovereign-k8s');
    const fish = await runCli(['completion', 'fish'], env);
    expect(fish.stdout).toContain(
      "complete -c sovereign-k8s -n 'test (__sovereign_k8s_path) = \"sovereign-k8s\"' -a 'clusters'",
    );
    for (const [shell, text] of [
      ['zsh', zsh.stdout],
      ['fish', fish.stdout],
    ] as const) {
      if (!(await has(shell))) continue;
      const file = join(work, `completion.${shell}`);
      await writeFile(file, text);
      await run(shell, ['-n', file]);
      if (shell === 'fish')
        expect((await run('fish', ['-c', `source ${file}; complete -C 'sovereign-k8s clusters '`])).stdout).toMatch(
          /^upgrade\t/m,
        );
    }
    expect((await runCli(['completion', 'tcsh'], env)).code).toBe(EXIT.usage);
  });

  it('logs in with the token piped in, or typed at a terminal without echo', async () => {
    const { SOVEREIGN_TOKEN: _token, ...withoutToken } = env;
    const piped = await runCli(['login'], withoutToken, `${token}\n`);
    expect(piped.code, piped.stderr).toBe(EXIT.ok);
    expect(piped.stdout).toMatch(/Logged in as:/);
    expect(`${piped.stdout}${piped.stderr}`).not.toContain(token);
    expect((await runCli(['clusters', 'list'], withoutToken)).code).toBe(EXIT.ok);
    expect((await runCli(['login'], withoutToken, '')).code).toBe(EXIT.usage);
    if (!(await has('script'))) return;
    const typed = await atTerminal(`${process.execPath} ${BIN} login`, withoutToken, /API token/, `${token}\r`);
    expect(typed.code, typed.output).toBe(EXIT.ok);
    expect(typed.output).toMatch(/Logged in as:/);
    expect(typed.output).not.toContain(token);
  });
});

describe('sovereign-k8s on a cluster', () => {
  it('creates a cluster, waits for it, and says when a wait gives up', async () => {
    const created = await runCli(['clusters', 'create', 'ops', '--nodes', '2', '--version', older().version], env);
    expect(created.code, created.stderr).toBe(EXIT.ok);
    const waited = await runCli(['clusters', 'wait', 'ops', '--timeout', '2m'], env);
    expect(waited.code, waited.stderr).toBe(EXIT.ok);
    expect(waited.stdout).toMatch(/Status:\s+running/);
    expect(waited.stdout).toMatch(new RegExp(`Kubernetes:\\s+${older().patch.replaceAll('.', '\\.')}`));
    const givenUp = await runCli(['clusters', 'wait', 'ops', '--for', 'deleted', '--timeout', '0s'], env);
    expect(givenUp.code).toBe(EXIT.clusterFailed);
    expect(givenUp.stderr).toMatch(/Gave up waiting for ops to be deleted/);
    expect((await runCli(['clusters', 'wait', 'gone', '--for', 'deleted'], env)).code).toBe(EXIT.ok);
    expect((await runCli(['clusters', 'wait', 'gone'], env)).code).toBe(EXIT.notFound);
  }, 120_000);

  it('prints every listing and detail as YAML with -o yaml', async () => {
    const clusters = await runCli(['-o', 'yaml', 'clusters', 'list'], env);
    expect(parse(clusters.stdout)).toEqual([expect.objectContaining({ name: 'ops', status: 'running' })]);
    const cluster = await runCli(['clusters', 'get', 'ops', '-o', 'yaml'], env);
    expect(parse(cluster.stdout)).toMatchObject({ name: 'ops', nodePools: [{ name: 'default', count: 2 }] });
    expect(parse((await runCli(['-o', 'yaml', 'orders', 'list'], env)).stdout)).toEqual([
      expect.objectContaining({ kind: 'cluster' }),
    ]);
    expect(parse((await runCli(['-o', 'yaml', 'invoices', 'list'], env)).stdout)).toHaveLength(1);
    expect(parse((await runCli(['-o', 'yaml', 'node-pools', 'list', 'ops'], env)).stdout)).toEqual([
      expect.objectContaining({ name: 'default', count: 2 }),
    ]);
    const failed = await runCli(['-o', 'yaml', 'clusters', 'get', 'nope'], env);
    expect(failed.stdout).toBe('');
    expect(parse(failed.stderr)).toMatchObject({ error: { status: 404, exitCode: EXIT.notFound } });
  }, 60_000);

  it('merges a kubeconfig into $KUBECONFIG beside other contexts, for the user only, and kubectl uses it', async () => {
    const kube = join(work, 'kube');
    await mkdir(kube);
    const file = join(kube, 'config');
    const other = {
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: 'other', cluster: { server: 'https://other.example:6443' } }],
      users: [{ name: 'someone', user: { token: 'other-token' } }],
      contexts: [{ name: 'other', context: { cluster: 'other', user: 'someone' } }],
      'current-context': 'other',
    };
    await writeFile(file, `# my clusters\n${JSON.stringify(other)}\n`, { mode: 0o644 });
    const kubeEnv = { ...env, KUBECONFIG: `${file}:${join(kube, 'second')}` };

    const saved = await runCli(['kubeconfig', 'save', 'ops', '--ttl', '1h'], kubeEnv);
    expect(saved.code, saved.stderr).toBe(EXIT.ok);
    expect(saved.stdout).toMatch(new RegExp(`Saved to:\\s+${file}`));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const merged = parse(await readFile(file, 'utf8'));
    expect(merged['current-context']).toBe('ops');
    expect(merged.contexts.map((c: { name: string }) => c.name)).toEqual(['other', 'ops']);
    expect(merged.clusters[0]).toEqual(other.clusters[0]);
    expect(merged.users[0]).toEqual(other.users[0]);
    expect(await readFile(file, 'utf8')).toMatch(/^# my clusters/);

    // Saving again replaces the entries of the same name; --no-set-current leaves kubectl's choice.
    merged['current-context'] = 'other';
    await writeFile(file, JSON.stringify(merged), { mode: 0o600 });
    expect((await runCli(['kubeconfig', 'save', 'ops', '--no-set-current'], kubeEnv)).code).toBe(EXIT.ok);
    const again = parse(await readFile(file, 'utf8'));
    expect(again['current-context']).toBe('other');
    expect(again.contexts.map((c: { name: string }) => c.name)).toEqual(['other', 'ops']);
    expect(again.users).toHaveLength(2);

    if (await has('kubectl')) {
      const contexts = await run('kubectl', ['config', 'get-contexts', '-o', 'name'], {
        env: { ...process.env, KUBECONFIG: file },
      });
      expect(contexts.stdout.trim().split('\n').sort()).toEqual(['ops', 'other']);
      const nodes = await run('kubectl', ['--context', 'ops', 'get', 'nodes', '--no-headers'], {
        env: { ...process.env, KUBECONFIG: file },
      });
      expect(nodes.stdout.trim().split('\n')).toHaveLength(2);
    }

    // Without $KUBECONFIG: ~/.kube/config, created.
    const home = join(work, 'home');
    expect((await runCli(['kubeconfig', 'save', 'ops'], { ...env, HOME: home })).code).toBe(EXIT.ok);
    expect((await stat(join(home, '.kube', 'config'))).mode & 0o777).toBe(0o600);
  }, 60_000);

  it('lists and scales node pools, saying what is charged, and why a payment stops it', async () => {
    const listed = await runCli(['node-pools', 'list', 'ops'], env);
    expect(listed.code, listed.stderr).toBe(EXIT.ok);
    expect(listed.stdout).toMatch(
      /^NAME\s+SIZE\s+COUNT\s+AUTOSCALE\s+RUNNING\s+LABELS\s+TAINTS\ndefault\s+\S+\s+2\s+off\s+2\s+-\s+-\n$/,
    );

    // Labels and taints, written as kubectl writes them: free of charge.
    const set = await runCli(
      ['node-pools', 'set', 'ops', 'default', '--label', 'team=web', '--taint', 'spot=yes:PreferNoSchedule', '--wait'],
      env,
    );
    expect(set.code, set.stderr).toBe(EXIT.ok);
    expect(set.stderr).not.toMatch(/Charged now/);
    expect((await runCli(['node-pools', 'list', 'ops'], env)).stdout).toMatch(
      /default\s+\S+\s+2\s+off\s+2\s+team=web\s+spot=yes:PreferNoSchedule\n$/,
    );
    expect((await runCli(['node-pools', 'set', 'ops', 'default', '--taint', 'spot=yes:Sometimes'], env)).code).toBe(
      EXIT.usage,
    );
    // The only pool may not keep the system pods off.
    const refused = await runCli(['node-pools', 'set', 'ops', 'default', '--taint', 'dedicated:NoSchedule'], env);
    expect(refused.code).toBe(EXIT.rejected);
    expect(refused.stderr).toMatch(/system pods/);

    const scaled = await runCli(['node-pools', 'scale', 'ops', 'default', '--count', '4', '--wait'], env);
    expect(scaled.code, scaled.stderr).toBe(EXIT.ok);
    expect(scaled.stderr).toMatch(/Charged now: \d+\.\d\d EUR \(VAT included\)/);
    expect(scaled.stdout).toMatch(/Node pools:\s+default: 4 ×/);
    expect((await runCli(['node-pools', 'scale', 'ops', 'spare', '--count', '1'], env)).code).toBe(EXIT.notFound);

    if (await has('script')) {
      // At a terminal the charge is asked about first; no means nothing changes.
      const asked = await atTerminal(
        `${process.execPath} ${BIN} node-pools scale ops default --count 5`,
        env,
        /\[y\/N\]/,
        'n\r',
      );
      expect(asked.code, asked.output).toBe(EXIT.usage);
      expect(asked.output).toMatch(/Charge \d+\.\d\d EUR and change ops\? \[y\/N\]/);
      expect(asked.output).toMatch(/Nothing changed on ops/);
    }
    expect(
      (
        await owner.post('/api/billing/payment-methods', {
          kind: 'card',
          card: testCard('4000000000000002'),
          makeDefault: true,
        })
      ).status,
    ).toBe(201);
    const declined = await runCli(['node-pools', 'scale', 'ops', 'default', '--count', '5'], env);
    expect(declined.code).toBe(EXIT.paymentFailed);
    expect(declined.stderr).toMatch(/^Charged now: .*\nError: .*declined/is);

    expect(
      (
        await owner.post('/api/billing/payment-methods', {
          kind: 'card',
          card: testCard('4000002760003184'),
          makeDefault: true,
        })
      ).status,
    ).toBe(201);
    const challenged = await runCli(['node-pools', 'scale', 'ops', 'default', '--count', '5'], env);
    expect(challenged.code).toBe(EXIT.paymentFailed);
    expect(challenged.stderr).toMatch(
      /3-D Secure .* approve it on ops’s page in the console; nothing changes until then/,
    );
    const pools = parse((await runCli(['-o', 'yaml', 'node-pools', 'list', 'ops'], env)).stdout);
    expect(pools).toEqual([expect.objectContaining({ count: 4 })]);
    const cluster = (await runCli(['-o', 'json', 'clusters', 'get', 'ops'], env)).stdout;
    expect((await owner.delete(`/api/clusters/${JSON.parse(cluster).id}/challenge`)).status).toBe(200);
  }, 60_000);

  it('upgrades to the next minor, listing the versions when none or a wrong one is named', async () => {
    const missing = await runCli(['clusters', 'upgrade', 'ops'], env);
    expect(missing.code).toBe(EXIT.usage);
    expect(missing.stderr).toContain(
      `ops runs ${older().version} and can move to ${newer().version} (one minor at a time): --version ${newer().version}.`,
    );
    expect(missing.stderr).toMatch(
      new RegExp(`${newer().version.replaceAll('.', '\\.')}\\s+.*\\(the upgrade available\\)`),
    );
    const unknown = await runCli(['clusters', 'upgrade', 'ops', '--version', '1.99'], env);
    expect(unknown.code).toBe(EXIT.usage);
    expect(unknown.stderr).toMatch(/Kubernetes 1\.99 is not offered/);

    // The pre-check alone changes nothing; a blocked upgrade exits with the usage code.
    const checked = await runCli(['clusters', 'upgrade', 'ops', '--check', newer().version], env);
    expect(checked.code, checked.stderr).toBe(EXIT.ok);
    expect(checked.stdout).toMatch(/Allowed:\s+yes/);
    const blocked = await runCli(['clusters', 'upgrade', 'ops', '--check', '1.99'], env);
    expect(blocked.code).toBe(EXIT.usage);
    expect(blocked.stdout).toMatch(/version:\s+blocking: Kubernetes 1\.99 is not offered/);

    const upgraded = await runCli(['clusters', 'upgrade', 'ops', '--version', newer().version, '--wait'], env);
    expect(upgraded.code, upgraded.stderr).toBe(EXIT.ok);
    expect(upgraded.stdout).toMatch(/Maintenance:\s+sun 02:00 UTC for 4 h, next 20\d\d-/);
    expect(upgraded.stdout).toMatch(/Status:\s+running/);
    expect(upgraded.stdout).toMatch(new RegExp(`Kubernetes:\\s+${newer().patch.replaceAll('.', '\\.')}`));
  }, 60_000);
});

/** A local port nothing listens on: connecting to it is refused. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Runs `command` on a pseudo-terminal (util-linux `script`), typing `input` once `prompt` shows. */
function atTerminal(
  command: string,
  env: Record<string, string>,
  prompt: RegExp,
  input: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    let typed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!typed && prompt.test(output)) {
        typed = true;
        child.stdin.write(input);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
