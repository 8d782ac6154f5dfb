import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server-harness.ts';

// The API reference in French: GET /api/openapi.json?lang=fr, what /api-reference reads for a
// French reader. Every operation, tag and shared answer has its French (src/server/http/openapi.fr.json);
// a new operation, or one whose English changed into French's place, fails here until French follows.

type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  responses: Record<string, { description?: string }>;
};
type Document = {
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    responses: Record<string, { description: string }>;
    securitySchemes: Record<string, { description: string; 'x-scopes'?: Record<string, string> }>;
  };
};

/** Every `description` inside a schema (fields, parameters, bodies, answers), by where it is. */
function schemaDescriptions(node: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, at: string, schema: boolean) => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (schema && key === 'description' && typeof child === 'string') found.set(at, child);
      else walk(child, `${at}/${key}`, schema || key === 'schema' || key === 'schemas');
    }
  };
  walk(node, '', false);
  return found;
}

/** French texts that are rightly the English ones: none today. */
const SAME_IN_BOTH: string[] = [];
const NBSP = '\u00a0';

let server: RunningServer;
let english: Document;
let french: Document;
let englishBody: string;
beforeAll(async () => {
  server = await startServer();
  englishBody = await (await fetch(`${server.url}/api/openapi.json`)).text();
  english = JSON.parse(englishBody) as Document;
  french = (await (await fetch(`${server.url}/api/openapi.json?lang=fr`)).json()) as Document;
});
afterAll(async () => {
  await server.stop();
});

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, op })),
  );

/** Each text of the French document with the English it translates. */
function pairs(): { where: string; en: string; fr: string | undefined }[] {
  const frOps = new Map(operations(french).map(({ op }) => [op.operationId, op]));
  const frenchFields = schemaDescriptions(french);
  return [
    { where: 'info', en: english.info.description, fr: french.info.description },
    ...english.tags.map((tag) => ({
      where: `tag ${tag.name}`,
      en: tag.description,
      fr: french.tags.find((t) => t.name === tag.name)?.description,
    })),
    ...Object.entries(english.components.responses).map(([name, r]) => ({
      where: `response ${name}`,
      en: r.description,
      fr: french.components.responses[name]?.description,
    })),
    ...Object.entries(english.components.securitySchemes).map(([name, s]) => ({
      where: `security ${name}`,
      en: s.description,
      fr: french.components.securitySchemes[name]?.description,
    })),
    ...Object.entries(english.components.securitySchemes.token?.['x-scopes'] ?? {}).map(([scope, en]) => ({
      where: `token scope ${scope}`,
      en,
      fr: french.components.securitySchemes.token?.['x-scopes']?.[scope],
    })),
    ...[...schemaDescriptions(english)].map(([where, en]) => ({
      where: `schema ${where}`,
      en,
      fr: frenchFields.get(where),
    })),
    ...operations(english).flatMap(({ where, op }) => {
      const fr = frOps.get(op.operationId);
      return [
        { where: `${where} summary`, en: op.summary, fr: fr?.summary },
        ...(op.description === undefined
          ? []
          : [{ where: `${where} description`, en: op.description, fr: fr?.description }]),
        ...Object.entries(op.responses).flatMap(([status, r]) =>
          r.description === undefined
            ? []
            : [{ where: `${where} ${status}`, en: r.description, fr: fr?.responses[status]?.description }],
        ),
      ];
    }),
  ];
}

describe('the API reference in French', () => {
  it('keeps the bare document in English, for tools', async () => {
    expect(english.paths['/api/health']?.get?.summary).toMatch(/^Liveness of the API/);
    const again = await (await fetch(`${server.url}/api/openapi.json?lang=en`)).text();
    expect(again).toBe(englishBody);
  });

  it('describes the same API: the same paths, operations, schemas and codes', () => {
    const shape = (doc: Document) =>
      operations(doc).map(({ where, op }) => [where, op.operationId, Object.keys(op.responses)]);
    expect(shape(french)).toEqual(shape(english));
    expect(french.info.title).toBe(english.info.title);
    expect(french.paths['/api/clusters/{id}']?.patch).toMatchObject({
      operationId: 'patchClustersById',
      summary: expect.stringMatching(/^Modifier un cluster/),
    });
  });

  it('has a French text for every summary, description, field, tag, scope and shared answer, none left in English', () => {
    const untranslated = pairs().filter(({ en, fr }) => fr === undefined || (fr === en && !SAME_IN_BOTH.includes(en)));
    expect(untranslated.map(({ where, en }) => `${where}: ${en}`)).toEqual([]);
    expect(pairs().length).toBeGreaterThan(300);
  });

  it('follows French typography: a no-break space before : ; ? ! % » and after «', () => {
    // Outside code spans, where `status: "requires_action"` is code.
    const prose = (text: string) => text.replace(/`[^`]*`/g, '');
    const wrong = pairs().filter(({ fr }) => fr !== undefined && / [:;?!%»]|« |[A-Za-zÀ-ÿ\d][;!%»]|'/.test(prose(fr)));
    expect(wrong.map(({ where, fr }) => `${where}: ${fr}`)).toEqual([]);
    expect(pairs().some(({ fr }) => fr?.includes(`${NBSP}:`))).toBe(true);
  });

  it('answers 400 for a language it does not have', async () => {
    const response = await fetch(`${server.url}/api/openapi.json?lang=de`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_request', fields: { lang: expect.any(String) } });
  });
});
