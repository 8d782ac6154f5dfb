/** A tiny API client with a cookie jar, sending the Origin a browser on the site would send. */
export class ApiClient {
  readonly base: string;
  cookie: string | undefined;

  constructor(base: string) {
    this.base = base;
  }

  /** Sends a request; JSON bodies are serialised, the session cookie is kept. */
  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(this.base + path, {
      method,
      headers: {
        Origin: this.base,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = /=$/.test(pair) || /Max-Age=0/i.test(setCookie) ? undefined : pair;
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: json as Record<string, unknown> & unknown[] & Json,
    };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);
  put = (path: string, body?: unknown) => this.request('PUT', path, body);
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body);
  delete = (path: string) => this.request('DELETE', path);
}

// Loose JSON for assertions: tests check shapes with expect(), not with types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked by expect(), not by types
type Json = { [key: string]: any };

let counter = 0;
/** A fresh, valid registration. */
export function newAccount(overrides: Record<string, string> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `user${id}`,
    email: `user${id}@example.eu`,
    password: 'Sovereign-Cloud-42!',
    name: 'Zoë Ørsted',
    companyName: `Company ${id} SAS`,
    ...overrides,
  };
}

type Mail = { to: string; subject: string; text: string; createdAt: string };

/** The newest e-mail to `to` from the development mailbox, and the token of its link. */
export async function latestMail(
  base: string,
  to: string,
  subject?: RegExp,
): Promise<{ mail: Mail; token: string | undefined }> {
  const response = await fetch(`${base}/api/dev/mailbox`);
  const mails = (await response.json()) as Mail[];
  const mail = mails.find((m) => m.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(m.subject)));
  if (!mail) throw new Error(`no mail to ${to}`);
  const token = /[?&]token=([a-z0-9]+)/.exec(mail.text)?.[1];
  return { mail, token };
}
