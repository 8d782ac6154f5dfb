// Sign-in latency: dominated by argon2id (m=19456 KiB, t=2, p=1), measured one request at a time.

/** Registers one account, then times `rounds` sequential POST /api/login calls. */
export async function measureSignIn(
  baseUrl: string,
  rounds = 20,
): Promise<{ rounds: number; meanMs: number; p50Ms: number; p99Ms: number }> {
  const account = {
    username: `bench${Date.now()}`,
    email: `bench${Date.now()}@example.eu`,
    password: 'Bench-Passphrase-2026!',
    name: 'Bench',
    companyName: `Bench ${Date.now()}`,
  };
  const headers = { 'Content-Type': 'application/json', Origin: baseUrl };
  const registered = await fetch(`${baseUrl}/api/register`, { method: 'POST', headers, body: JSON.stringify(account) });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: account.username, password: account.password }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { rounds, meanMs: times.reduce((a, b) => a + b, 0) / times.length, p50Ms: at(0.5), p99Ms: at(0.99) };
}
