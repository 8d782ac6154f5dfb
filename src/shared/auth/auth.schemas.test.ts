import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginInputSchema, registerInputSchema } from './auth.schemas.ts';
import { registerBodySchema } from '../../server/auth/password-policy.ts';

/** The first message per field, as a form shows them. */
function firstMessages(error: z.ZodError | undefined): Record<string, string | undefined> {
  const { fieldErrors } = z.flattenError(error ?? new z.ZodError([]));
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, (messages as string[])[0]]));
}

describe('registerInputSchema (shared by the registration form and POST /api/register)', () => {
  const valid = {
    username: 'alice.m',
    email: ' alice@example.eu ',
    password: 'correct horse',
    name: ' Alice ',
    companyName: 'Acme SAS',
  };

  it('accepts a valid registration and trims the text fields', () => {
    expect(registerInputSchema.parse(valid)).toMatchObject({ email: 'alice@example.eu', name: 'Alice' });
  });

  it('explains each problem in the user’s words', () => {
    const result = registerInputSchema.safeParse({
      username: '_al',
      email: '',
      password: 'short',
      name: ' ',
      companyName: '',
    });
    expect(firstMessages(result.error)).toEqual({
      username: 'Start with a letter or a digit.',
      email: 'Enter your e-mail address.',
      password: 'Use at least 8 characters.',
      name: 'Enter your name.',
      companyName: 'Enter your company or organisation name.',
    });
  });

  it('rejects characters outside letters, digits, dots, hyphens and underscores', () => {
    const result = registerInputSchema.safeParse({ ...valid, username: 'alice m' });
    expect(firstMessages(result.error)).toEqual({
      username: 'Use only letters, digits, dots, hyphens and underscores.',
    });
  });

  it('rejects an address that is not an e-mail', () => {
    const result = registerInputSchema.safeParse({ ...valid, email: 'alice' });
    expect(firstMessages(result.error)).toEqual({ email: 'Enter a valid e-mail address, like name@example.com.' });
  });

  it('refuses markup and control characters in names, in the browser as on the server', () => {
    const result = registerInputSchema.safeParse({ ...valid, name: '<b>Alice</b>', companyName: 'Acme\u0000' });
    expect(firstMessages(result.error)).toEqual({
      name: 'Use letters, digits, spaces and common punctuation only.',
      companyName: 'Use letters, digits, spaces and common punctuation only.',
    });
  });

  it('leaves the common-password check to the server', () => {
    expect(registerInputSchema.safeParse({ ...valid, password: 'password123' }).success).toBe(true);
    const result = registerBodySchema.safeParse({ ...valid, password: 'password123' });
    expect(firstMessages(result.error).password).toMatch(/too common/);
  });
});

describe('loginInputSchema', () => {
  it('asks for both fields', () => {
    const result = loginInputSchema.safeParse({ username: '', password: '' });
    expect(firstMessages(result.error)).toEqual({
      username: 'Enter your username or e-mail address.',
      password: 'Enter your password.',
    });
  });
});
