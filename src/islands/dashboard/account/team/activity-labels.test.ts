import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withLocale } from '../../../../server/i18n/request-locale.ts';
import { AUDIT_ACTIONS } from '../../../../shared/audit/audit-actions.ts';
import { activityActionLabel } from './activity-labels.ts';

const ROOT = fileURLToPath(new URL('../../../../..', import.meta.url));

/** The server's sources that can record an audit event: src/server and the endpoints, tests aside. */
function serverSources(): { path: string; text: string }[] {
  return ['src/server', 'src/pages/api'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      // The storage contract's own checks write sample events, never the server.
      .filter((entry) => !entry.parentPath.includes(join('store', 'contract')))
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return { path: path.slice(ROOT.length), text: readFileSync(path, 'utf8') };
      }),
  );
}

/** A quoted action code: `'billing.budget_set'`, `'officer.payment.retried'`. */
const CODE = /'([a-z]+(?:_[a-z]+)*(?:\.[a-z]+(?:_[a-z]+)*){1,2})'/g;
const IDENTIFIER = /\b[A-Z][A-Z0-9_]+\b/g;

/**
 * Every action code the sources record, read from where they record it: `action: 'x.y'` (or a
 * choice of two, or a constant), and the codes passed to the services' own audit helpers
 * (`#audit(…, 'x.y', …)`, `desk.audit(…)`).
 */
function recordedActions(): Map<string, string> {
  const sources = serverSources();
  const constants = new Map<string, string>();
  for (const { text } of sources)
    for (const [, name = '', code = ''] of text.matchAll(
      /\bconst ([A-Z][A-Z0-9_]+) = '([a-z_]+\.[a-z_.]+)'(?: satisfies \w+)?;/g,
    ))
      constants.set(name, code);
  const found = new Map<string, string>();
  for (const { path, text } of sources) {
    const expressions = [
      ...[...text.matchAll(/\baction: ([^,\n}]+)/g)].map((match) => match[1] ?? ''),
      ...[...text.matchAll(/(?:#audit|desk\.audit)\(([\s\S]*?)\);$/gm)].map((match) => match[1] ?? ''),
    ];
    for (const expression of expressions) {
      for (const [, code = ''] of expression.matchAll(CODE)) found.set(code, path);
      for (const [name] of expression.matchAll(IDENTIFIER)) {
        const code = constants.get(name);
        if (code) found.set(code, path);
      }
    }
  }
  return found;
}

describe('the audit actions', () => {
  it('are exactly the ones the server records', () => {
    const recorded = recordedActions();
    // Read from the sources, not listed by hand: the list holds every one, and nothing else.
    expect([...recorded.keys()].filter((code) => !(AUDIT_ACTIONS as readonly string[]).includes(code))).toEqual([]);
    expect(AUDIT_ACTIONS.filter((code) => !recorded.has(code))).toEqual([]);
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });

  it('each have their own words in English and in French', () => {
    const spelled = new Set(AUDIT_ACTIONS.map((code) => spelledOut(code)));
    for (const locale of ['en', 'fr'] as const) {
      const labels = withLocale(locale, () => AUDIT_ACTIONS.map((code) => activityActionLabel(code)));
      for (const [i, label] of labels.entries()) {
        const code = AUDIT_ACTIONS[i] ?? '';
        expect(label.trim(), `${code} in ${locale}`).not.toBe('');
        expect(label, `${code} in ${locale}`).not.toContain(code);
        expect(label, `${code} in ${locale} is only spelled out`).not.toMatch(/^account_action_|:/);
        expect(spelled.has(label), `${code} in ${locale} is only spelled out`).toBe(false);
      }
      // Two actions never read alike.
      expect(new Set(labels).size, locale).toBe(labels.length);
    }
    const english = AUDIT_ACTIONS.map((code) => activityActionLabel(code));
    const french = withLocale('fr', () => AUDIT_ACTIONS.map((code) => activityActionLabel(code)));
    // A French label missing from the catalog would read as the English one.
    const untranslated = AUDIT_ACTIONS.filter((_, i) => english[i] === french[i]);
    expect(untranslated).toEqual([]);
  });
});

/** What activityActionLabel falls back to for a code it has no words for, in English. */
function spelledOut(code: string): string {
  const [subject = '', ...rest] = code.split('.');
  const head = subject.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());
  return rest.length === 0 ? head : `${head}: ${rest.join(' ').replaceAll('_', ' ')}`;
}

describe('activityActionLabel', () => {
  it('words the actions people meet most', () => {
    expect(activityActionLabel('billing.budget_set')).toBe('Set the monthly budget');
    expect(activityActionLabel('kubeconfig.used')).toBe('Used a kubeconfig');
    expect(activityActionLabel('billing.spending_cap_set')).toBe('Set the monthly spending cap');
    expect(activityActionLabel('organization.sso_updated')).toBe('Changed the single sign-on settings');
    expect(activityActionLabel('webhook.secret_rotated')).toBe('Renewed a webhook’s signing secret');
  });

  it('says them in French to a French reader', () => {
    withLocale('fr', () => {
      expect(activityActionLabel('billing.budget_set')).toBe('A défini le budget mensuel');
      expect(activityActionLabel('token.created')).toBe('A créé un jeton d’API');
      expect(activityActionLabel('officer.payment.retried')).toBe('A relancé l’encaissement d’une facture impayée');
    });
  });

  it('spells out a code the server no longer records instead of showing it raw', () => {
    expect(activityActionLabel('cluster.scaled')).toBe('Cluster: scaled');
    expect(activityActionLabel('legacy.payment.card_retried')).toBe('Legacy: payment card retried');
    expect(withLocale('fr', () => activityActionLabel('cluster.scaled'))).toBe('Cluster\u00a0: scaled');
  });
});
