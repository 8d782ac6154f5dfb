import { useEffect, useMemo, useState } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { currentLocale } from '../../shared/i18n/locale.ts';
import { openApiPath } from '../../shared/openapi-path.ts';
import { richMessage } from '../ui/rich-message.tsx';
import { ApiOperation } from './ApiOperation.tsx';
import { ApiSchemaTable } from './ApiSchemaTable.tsx';
import { getPublicJson } from '../lib/api/public-json.ts';
import { groupByTag, listOperations, sectionId, type OpenApiDocument } from './openapi-view.ts';
import { Alert } from '../ui/alert.tsx';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; doc: OpenApiDocument };

/** The document's address in the page's language, shown as it is: English has no `?lang`, as tools read it. */
const documentPath = () => openApiPath(currentLocale());
/** A JSON field and an HTTP header the errors paragraph names. */
const ERROR_FIELDS = 'fields';
const RETRY_AFTER = 'Retry-After';

const matches = (text: string, query: string) => text.toLowerCase().includes(query);

/**
 * /api-reference (issue 4 item 7): reads /api/openapi.json, which the server generates from the
 * endpoint modules themselves, so the page always describes the running API.
 */
export function ApiReference() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState('');

  useEffect(() => {
    getPublicJson(documentPath())
      .then((doc) => setLoad({ state: 'ready', doc: doc as OpenApiDocument }))
      .catch((error: unknown) =>
        setLoad({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    const fromHash = () => setOpenId(decodeURIComponent(window.location.hash.slice(1)));
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, []);

  const doc = load.state === 'ready' ? load.doc : undefined;
  const groups = useMemo(() => {
    if (!doc) return [];
    const needle = query.trim().toLowerCase();
    const ops = listOperations(doc).filter(
      (op) => !needle || matches(`${op.method} ${op.path} ${op.summary} ${op.tag}`, needle),
    );
    return groupByTag(ops);
  }, [doc, query]);

  // Once rendered, bring a linked operation (#get-api-user) into view.
  useEffect(() => {
    if (doc && openId) document.getElementById(openId)?.scrollIntoView();
  }, [doc, openId]);

  // A screen tall while loading: the reference is long, and the footer must not jump down when it lands.
  if (load.state === 'loading') {
    return (
      <p role="status" className="min-h-screen text-muted-foreground">
        {m.site_api_loading()}
      </p>
    );
  }
  if (load.state === 'failed') {
    return (
      <Alert look="banner" className="text-sm">
        {richMessage((slot) => m.site_api_load_failed({ reason: load.message, link: slot.link }), {
          link: (
            <a href={documentPath()} className="underline">
              {documentPath()}
            </a>
          ),
        })}
      </Alert>
    );
  }

  const count = groups.reduce((sum, group) => sum + group.operations.length, 0);
  const errorSchema = load.doc.components?.schemas?.Error;
  return (
    <div className="grid gap-10 lg:grid-cols-[14rem_1fr]">
      <nav aria-label={m.site_api_sections_label()} className="lg:sticky lg:top-24 lg:self-start">
        <p className="text-xs font-semibold text-muted-foreground uppercase">{m.site_api_sections()}</p>
        <ul className="mt-2 grid gap-1 text-sm">
          {groups.map((group) => (
            <li key={group.tag}>
              <a
                href={`#${sectionId(group.tag)}`}
                className="flex justify-between rounded px-2 py-1 capitalize hover:bg-accent"
              >
                {group.tag} <span className="text-muted-foreground">{group.operations.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">
          {richMessage(
            (slot) =>
              m.site_api_document({
                title: load.doc.info?.title ?? '',
                version: load.doc.info?.version ?? '',
                link: slot.link,
              }),
            {
              link: (
                <a href={documentPath()} className="text-primary underline">
                  {documentPath()}
                </a>
              ),
            },
          )}
        </p>
        {errorSchema ? (
          <section aria-labelledby="errors-heading" className="mt-6 grid gap-3">
            <h2 id="errors-heading" className="text-xl font-semibold">
              {m.site_api_errors()}
            </h2>
            <p className="text-sm text-muted-foreground">
              {richMessage((slot) => m.site_api_errors_text({ fields: slot.fields, retryAfter: slot.retryAfter }), {
                fields: <code className="font-mono">{ERROR_FIELDS}</code>,
                retryAfter: <code className="font-mono">{RETRY_AFTER}</code>,
              })}
            </p>
            <ApiSchemaTable schema={errorSchema} doc={load.doc} caption={m.site_api_error_body()} />
          </section>
        ) : null}
        <label htmlFor="api-filter" className="mt-8 block text-sm font-medium">
          {m.site_api_filter()}
        </label>
        <input
          id="api-filter"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={m.site_api_filter_placeholder()}
          className="mt-1 h-10 w-full max-w-md rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        />
        <p role="status" className="mt-2 text-xs text-muted-foreground">
          {m.site_api_operations_count({ count })}
        </p>
        {groups.map((group) => (
          <section key={group.tag} aria-labelledby={sectionId(group.tag)} className="mt-8">
            <h2 id={sectionId(group.tag)} className="scroll-mt-24 text-xl font-semibold capitalize">
              {group.tag}
            </h2>
            <div className="mt-3 grid gap-2">
              {group.operations.map((op) => (
                <ApiOperation key={op.id} op={op} doc={load.doc} open={op.id === openId} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
