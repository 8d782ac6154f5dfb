import { describe, expect, it } from 'vitest';
import { parse } from '../../server/http/api-route.ts';
import { isAppError } from '../../server/http/app-error.ts';
import { leadInputSchema } from './leads.schemas.ts';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** The field messages a body gets from the endpoint's parser, or 'ok'. */
function fieldsOf(body: unknown): Record<string, string> | 'ok' {
  try {
    parse(leadInputSchema, body);
    return 'ok';
  } catch (error) {
    if (isAppError(error) && error.fields) return error.fields;
    throw error;
  }
}

const contact = {
  kind: 'contact',
  name: 'Zoë Ørsted',
  email: 'zoe@example.eu',
  subject: 'Data residency',
  message: 'Where are backups stored?',
};
const demo = {
  kind: 'demo',
  name: 'Ada',
  email: 'ada@example.eu',
  company: 'Acme SAS',
  preferredDate: inDays(7),
  timeWindow: 'morning',
  timeZone: 'Europe/Paris',
};

describe('lead input', () => {
  it('trims and lower-cases the e-mail, and treats an empty company as none', () => {
    expect(leadInputSchema.parse({ ...contact, email: '  Zoe@Example.EU ', company: '' })).toMatchObject({
      email: 'zoe@example.eu',
      company: null,
    });
  });

  it('gives field messages for empty, too long, malformed and HTML input', () => {
    expect(fieldsOf({ kind: 'contact' })).toMatchObject({
      name: 'Enter your name.',
      email: expect.any(String),
      subject: 'Enter a subject.',
      message: 'Enter a message.',
    });
    expect(fieldsOf({ ...contact, name: 'x'.repeat(101) })).toEqual({ name: 'Use at most 100 characters.' });
    expect(fieldsOf({ ...contact, subject: 's'.repeat(201) })).toEqual({ subject: 'Use at most 200 characters.' });
    expect(fieldsOf({ ...contact, message: 'short' })).toEqual({ message: 'Write at least 10 characters.' });
    expect(fieldsOf({ ...contact, message: 'm'.repeat(5001) })).toEqual({ message: 'Use at most 5000 characters.' });
    expect(fieldsOf({ ...contact, email: 'zoe@' })).toEqual({
      email: 'Enter a valid e-mail address, like name@example.com.',
    });
    expect(fieldsOf({ ...contact, name: '<img src=x onerror=alert(1)>' })).toEqual({
      name: expect.stringMatching(/letters/),
    });
  });

  it('accepts any text in messages: they are stored and shown as text', () => {
    expect(fieldsOf({ ...contact, message: '<script>alert("hi")</script> & kubectl get pods' })).toBe('ok');
  });

  it('refuses unknown fields and unknown kinds', () => {
    expect(fieldsOf({ ...contact, admin: true })).toEqual({ _: expect.stringMatching(/admin/) });
    expect(fieldsOf({ ...contact, kind: 'spam' })).toEqual({ kind: 'Choose what the request is about.' });
  });

  it('checks a demo’s date and time zone', () => {
    expect(fieldsOf(demo)).toBe('ok');
    expect(fieldsOf({ ...demo, preferredDate: inDays(-5) })).toEqual({
      preferredDate: expect.stringMatching(/between today/),
    });
    expect(fieldsOf({ ...demo, preferredDate: inDays(400) })).toEqual({
      preferredDate: expect.stringMatching(/6 months/),
    });
    expect(fieldsOf({ ...demo, preferredDate: '2026-02-30' })).toEqual({
      preferredDate: 'Choose a date for the demo.',
    });
    expect(fieldsOf({ ...demo, timeZone: 'Mars/Olympus_Mons' })).toEqual({
      timeZone: 'Choose a time zone from the list.',
    });
  });

  it('checks a quote’s clusters, regions and compliance needs', () => {
    const quote = {
      kind: 'quote',
      name: 'Ada',
      email: 'ada@example.eu',
      company: 'Acme',
      clusters: [{ type: 'standard', nodes: 3 }],
      regions: ['fr-par-1'],
      compliance: ['HDS'],
      term: '1-year',
    };
    expect(fieldsOf(quote)).toBe('ok');
    expect(fieldsOf({ ...quote, clusters: [] })).toEqual({ clusters: 'Choose at least one cluster type.' });
    expect(fieldsOf({ ...quote, clusters: [{ type: 'standard', nodes: 0 }] })).toEqual({
      'clusters.0.nodes': 'Enter at least 1.',
    });
    expect(fieldsOf({ ...quote, compliance: ['SOX'] })).toEqual({ 'compliance.0': 'Choose from the list.' });
  });
});
