// Signed-in API calls for the load benchmarks: a new customer (its session cookie) and a POST.

/** Registers a new customer and returns its session cookie (`name=value`). */
export async function buyer(url: string, n: number): Promise<string> {
  const id = `${Date.now().toString(36)}${n}`;
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({
      username: `buyer${id}`,
      email: `buyer${id}@bench.example.eu`,
      password: 'Bench-Passphrase-2026!',
      name: 'Bench Buyer',
      companyName: `Bench ${id}`,
    }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // A billing profile is required before the first payment.
  const profile = await fetch(`${url}/api/billing/profile`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
    body: JSON.stringify({
      legalName: `Bench ${id} SAS`,
      addressLine1: '12 avenue des Gobelins',
      postalCode: '75013',
      city: 'Paris',
      country: 'FR',
      vatNumber: 'FR44732829320',
      siren: '732829320',
    }),
  });
  if (profile.status !== 200) throw new Error(`billing profile answered ${profile.status}`);
  return cookie;
}

/** POSTs JSON as that customer. */
export async function call(
  url: string,
  path: string,
  cookie: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
