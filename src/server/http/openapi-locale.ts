import { z } from 'zod';
import { TOKEN_SCOPES, type TokenScope } from '../../shared/token-scopes.ts';
import { isLocale, type Locale } from '../../shared/i18n/locale.ts';
import french from './openapi.fr.json' with { type: 'json' };
import { ERROR_RESPONSES, SUCCESS_RESPONSES, type buildOpenApiDocument } from './openapi.ts';

// The API reference in the reader's language. English is written beside each operation
// (defineEndpoint's summary and description) and is what GET /api/openapi.json answers: tools
// (the CLI's type generation, linters) always read English. openapi.fr.json holds the French of
// every operation, by operationId, of the tags, of the shared answers, of the token scopes and of
// the fields' descriptions (by their English: the same words describe many fields); `?lang=fr`
// asks for it.

type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

const operationTextSchema = z.strictObject({ summary: z.string().min(1), description: z.string().min(1).optional() });
const textsSchema = z.strictObject({
  info: z.strictObject({ description: z.string().min(1) }),
  tags: z.record(z.string(), z.string().min(1)),
  responses: z.strictObject(
    Object.fromEntries(
      Object.keys({ ...SUCCESS_RESPONSES, ...ERROR_RESPONSES }).map((name) => [name, z.string().min(1)]),
    ) as Record<keyof typeof SUCCESS_RESPONSES | keyof typeof ERROR_RESPONSES, z.ZodString>,
  ),
  securitySchemes: z.strictObject({ session: z.string().min(1), token: z.string().includes('{scopes}') }),
  operations: z.record(z.string(), operationTextSchema),
  /** What each token scope allows (the token credential's `x-scopes`). */
  scopes: z.strictObject(
    Object.fromEntries(TOKEN_SCOPES.map((scope) => [scope, z.string().min(1)])) as Record<TokenScope, z.ZodString>,
  ),
  /** The schemas' descriptions of fields, parameters and bodies, keyed by their English. */
  fields: z.record(z.string().min(1), z.string().min(1)),
});
export type OpenApiTexts = z.infer<typeof textsSchema>;

/** The translations, validated once, by language; English is the document itself. */
export const OPENAPI_TEXTS: Record<Exclude<Locale, 'en'>, OpenApiTexts> = { fr: textsSchema.parse(french) };

/** The language `?lang=` asks for: none is English; anything but a language we speak is no answer. */
export function openApiLocale(lang: string | null): Locale | undefined {
  if (lang === null) return 'en';
  return isLocale(lang) ? lang : undefined;
}

type OperationObject = {
  operationId: string;
  summary?: string;
  description?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};

/**
 * A JSON schema (and every schema inside it) with its descriptions in French: each `description`
 * whose English `fields` knows. A property named `description` is an object here, never replaced.
 */
function schemaInFrench(node: unknown, fields: Record<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => schemaInFrench(item, fields));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'description' && typeof value === 'string' ? (fields[value] ?? value) : schemaInFrench(value, fields),
    ]),
  );
}

/** The `schema` of each of a body's or an answer's media types, in French. */
function contentInFrench(holder: unknown, fields: Record<string, string>): unknown {
  const { content } = (holder ?? {}) as { content?: Record<string, { schema?: unknown }> };
  if (content === undefined) return holder;
  return {
    ...(holder as object),
    content: Object.fromEntries(
      Object.entries(content).map(([type, media]) => [
        type,
        { ...media, schema: schemaInFrench(media.schema, fields) },
      ]),
    ),
  };
}

/**
 * The document with its prose in `locale`: summaries, descriptions, tags, the shared answers and
 * the credentials. Names, paths, schemas and codes are the same in every language. The very same
 * object in English; an operation or a field the translation lacks keeps its English
 * (openapi-locale.test.ts and test/api/openapi-french.test.ts make sure none does).
 */
export function localizeOpenApiDocument(doc: OpenApiDocument, locale: Locale): OpenApiDocument {
  if (locale === 'en') return doc;
  const texts = OPENAPI_TEXTS[locale];
  const byEnglish = new Map<string, string>(
    Object.entries({ ...SUCCESS_RESPONSES, ...ERROR_RESPONSES }).map(([name, english]) => [
      english,
      texts.responses[name as keyof OpenApiTexts['responses']],
    ]),
  );
  const response = (answer: unknown) => {
    const { description } = answer as { description?: string };
    return description !== undefined && byEnglish.has(description)
      ? { ...(answer as object), description: byEnglish.get(description) }
      : answer;
  };
  const operation = (op: OperationObject) => {
    const text = texts.operations[op.operationId];
    const responses = Object.fromEntries(
      Object.entries(op.responses).map(([status, answer]) => [status, contentInFrench(response(answer), texts.fields)]),
    );
    const inputs = {
      parameters: op.parameters?.map((parameter) => {
        const { schema } = parameter as { schema?: unknown };
        return schema === undefined
          ? parameter
          : { ...(parameter as object), schema: schemaInFrench(schema, texts.fields) };
      }),
      requestBody: op.requestBody === undefined ? undefined : contentInFrench(op.requestBody, texts.fields),
    };
    return text
      ? {
          ...op,
          summary: text.summary,
          description: op.description === undefined ? undefined : (text.description ?? op.description),
          ...inputs,
          responses,
        }
      : { ...op, ...inputs, responses };
  };
  const paths = Object.fromEntries(
    Object.entries(doc.paths).map(([path, item]) => [
      path,
      Object.fromEntries(Object.entries(item).map(([method, op]) => [method, operation(op as OperationObject)])),
    ]),
  );
  const { session, token } = doc.components.securitySchemes;
  return {
    ...doc,
    info: { ...doc.info, description: texts.info.description },
    tags: doc.tags.map((tag) => ({ ...tag, description: texts.tags[tag.name] ?? tag.description })),
    paths,
    components: {
      ...doc.components,
      schemas: schemaInFrench(doc.components.schemas, texts.fields) as typeof doc.components.schemas,
      responses: Object.fromEntries(
        Object.entries(doc.components.responses).map(([name, answer]) => [name, response(answer)]),
      ) as typeof doc.components.responses,
      securitySchemes: {
        session: { ...session, description: texts.securitySchemes.session },
        token: {
          ...token,
          description: texts.securitySchemes.token.replace('{scopes}', TOKEN_SCOPES.join(', ')),
          'x-scopes': texts.scopes,
        },
      },
    },
  };
}
