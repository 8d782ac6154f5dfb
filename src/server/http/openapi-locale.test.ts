import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_SCOPES } from '../../shared/token-scopes.ts';
import type { Operations } from './api-route.ts';
import { listEndpointFiles } from './endpoint-files.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { localizeOpenApiDocument, OPENAPI_TEXTS } from './openapi-locale.ts';

// The document the API router serves, built the same way (every endpoint file, development ones
// included), in English and in French: each text a reader of the French reference sees is French.

type Document = ReturnType<typeof buildOpenApiDocument>;
type Operation = { operationId: string; summary?: string; description?: string };

let english: Document;
let french: Document;
beforeAll(async () => {
  const files = await listEndpointFiles();
  const endpoints = await Promise.all(
    files.map(async ({ file, apiPath }) => ({
      apiPath,
      operations: ((await import(file)) as { operations: Operations }).operations,
    })),
  );
  english = buildOpenApiDocument(endpoints, 'test');
  french = localizeOpenApiDocument(english, 'fr');
});

function operations(doc: Document): { where: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, op: op as Operation })),
  );
}

/** Every `description` inside the schemas (fields, parameters, bodies, answers), with where it is. */
function schemaDescriptions(node: unknown, where: string, inSchema = false): { where: string; text: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => schemaDescriptions(item, `${where}/${i}`, inSchema));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    inSchema && key === 'description' && typeof value === 'string'
      ? [{ where, text: value }]
      : schemaDescriptions(value, `${where}/${key}`, inSchema || key === 'schema' || key === 'schemas'),
  );
}

describe('the OpenAPI document in French', () => {
  it('has a French summary, and a French description where English has one, for every operation', () => {
    const frenchOps = new Map(operations(french).map(({ where, op }) => [where, op]));
    const missing = operations(english).flatMap(({ where, op }) => {
      const fr = frenchOps.get(where);
      const texts = OPENAPI_TEXTS.fr.operations[op.operationId];
      return [
        ...(!texts || !fr?.summary || fr.summary === op.summary ? [`${where} (${op.operationId}) summary`] : []),
        ...(op.description !== undefined && (!texts?.description || fr?.description === op.description)
          ? [`${where} (${op.operationId}) description`]
          : []),
      ];
    });
    expect(missing).toEqual([]);
    expect(operations(english).length).toBeGreaterThan(200);
  });

  it('translates only operations that exist', () => {
    const ids = new Set(operations(english).map(({ op }) => op.operationId));
    expect(Object.keys(OPENAPI_TEXTS.fr.operations).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('says every field, parameter and body description in French, and keeps no stale one', () => {
    const englishTexts = schemaDescriptions(english, '');
    const frenchTexts = schemaDescriptions(french, '');
    expect(frenchTexts.map(({ where }) => where)).toEqual(englishTexts.map(({ where }) => where));
    const untranslated = englishTexts.filter(({ text }, i) => frenchTexts[i]?.text === text);
    expect(untranslated.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
    const used = new Set(englishTexts.map(({ text }) => text));
    expect(Object.keys(OPENAPI_TEXTS.fr.fields).filter((text) => !used.has(text))).toEqual([]);
    expect(englishTexts.length).toBeGreaterThan(100);
  });

  it('says what each token scope allows in French', () => {
    const scopes = (doc: Document) => doc.components.securitySchemes.token['x-scopes'] as Record<string, string>;
    expect(Object.keys(scopes(french))).toEqual([...TOKEN_SCOPES]);
    expect(TOKEN_SCOPES.filter((scope) => scopes(french)[scope] === scopes(english)[scope])).toEqual([]);
  });

  it('leaves the English document as it is', () => {
    expect(localizeOpenApiDocument(english, 'en')).toBe(english);
    expect(JSON.stringify(english)).not.toContain('unités mineures');
  });
});
