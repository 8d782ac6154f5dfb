import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server-harness.ts';

// The API's error `message`s and field errors follow the request's language (Accept-Language);
// the `code`s never change. Without a language the answer is in English, as always.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

type ErrorAnswer = { status: number; body: { message: string; code: string; fields?: Record<string, string> } };

async function call(
  path: string,
  init: { method?: string; body?: unknown; language?: string } = {},
): Promise<ErrorAnswer> {
  const headers: Record<string, string> = {};
  if (init.language) headers['Accept-Language'] = init.language;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as ErrorAnswer['body'] };
}

describe('API error messages in the request’s language', () => {
  it('answers a validation failure in French for Accept-Language: fr, with the same code and field names', async () => {
    const english = await call('/api/login', { method: 'POST', body: { username: '', password: '' } });
    const french = await call('/api/login', {
      method: 'POST',
      body: { username: '', password: '' },
      language: 'fr-FR,fr;q=0.9,en;q=0.5',
    });

    expect(english.status).toBe(400);
    expect(english.body).toEqual({
      message: 'Some fields are missing or invalid.',
      code: 'bad_request',
      fields: { username: 'Enter your username or e-mail address.', password: 'Enter your password.' },
    });
    expect(french.status).toBe(400);
    expect(french.body).toEqual({
      message: 'Certains champs sont manquants ou non valides.',
      code: 'bad_request',
      fields: {
        username: 'Saisissez votre nom d’utilisateur ou votre adresse e-mail.',
        password: 'Saisissez votre mot de passe.',
      },
    });
  });

  it('translates the refusals made before any operation runs: 401 and 404', async () => {
    expect(await call('/api/user')).toEqual({
      status: 401,
      body: { message: 'Sign in to continue.', code: 'unauthorized' },
    });
    expect(await call('/api/user', { language: 'fr' })).toEqual({
      status: 401,
      body: { message: 'Connectez-vous pour continuer.', code: 'unauthorized' },
    });

    expect(await call('/api/no-such-thing')).toEqual({
      status: 404,
      body: { message: 'No API endpoint at /api/no-such-thing.', code: 'not_found' },
    });
    expect(await call('/api/no-such-thing', { language: 'fr' })).toEqual({
      status: 404,
      body: { message: 'Aucun point d’accès de l’API à l’adresse /api/no-such-thing.', code: 'not_found' },
    });
  });

  it('stays in English for a language it does not speak', async () => {
    const german = await call('/api/user', { language: 'de-DE,de;q=0.9' });
    expect(german).toEqual({ status: 401, body: { message: 'Sign in to continue.', code: 'unauthorized' } });
  });
});

describe('the not-found page in the visitor’s language', () => {
  it('answers an unknown address with a 404 page in French for a French visitor, in English otherwise', async () => {
    const english = await fetch(`${server.url}/no-such-page`);
    expect(english.status).toBe(404);
    expect(await english.text()).toMatch(/<html lang="en"[\s\S]*Page not found/);
    for (const headers of [{ Cookie: 'lang=fr' }, { 'Accept-Language': 'fr-FR,fr;q=0.9' }] as Record<
      string,
      string
    >[]) {
      const french = await fetch(`${server.url}/docs/no-such-page`, { headers });
      expect(french.status).toBe(404);
      const page = await french.text();
      expect(page).toMatch(/<html lang="fr"[\s\S]*Page introuvable/);
      expect(page).not.toMatch(/Page not found/);
    }
  });
});
