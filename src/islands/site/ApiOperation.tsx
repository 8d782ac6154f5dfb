import { useEffect, useState } from 'react';
import { ApiSchemaTable } from './ApiSchemaTable.tsx';
import type { OpenApiDocument, OperationView } from './openapi-view.ts';

const METHOD_CLASS: Record<string, string> = {
  GET: 'bg-success text-success-foreground',
  POST: 'bg-info text-info-foreground',
  PUT: 'bg-warning text-warning-foreground',
  PATCH: 'bg-warning text-warning-foreground',
  DELETE: 'bg-destructive text-destructive-foreground',
};

const ACCESS_TEXT: Record<string, string> = {
  public: 'Public: no sign-in needed',
  user: 'Signed-in users',
  admin: 'Admins only (admin, super_admin)',
  officer: 'Users with officers access',
};

/**
 * One operation: a <details> whose summary line is the method, path and summary. Its body (the
 * parameter and schema tables) is rendered only while it is open: the reference lists ~180
 * operations, and rendering every table up front made a DOM of tens of thousands of nodes that
 * the browser (and any assistive technology walking it) had to carry for nothing.
 */
export function ApiOperation({ op, doc, open }: { op: OperationView; doc: OpenApiDocument; open: boolean }) {
  const [expanded, setExpanded] = useState(open);
  // A link to #this-operation opens it.
  useEffect(() => {
    if (open) setExpanded(true);
  }, [open]);
  return (
    <details
      id={op.id}
      open={expanded}
      onToggle={(event) => setExpanded(event.currentTarget.open)}
      className="group scroll-mt-24 rounded-lg border border-border bg-card"
    >
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-4 py-3 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <span className={`w-16 rounded px-2 py-0.5 text-center font-mono text-xs font-bold ${METHOD_CLASS[op.method] ?? 'bg-muted'}`}>{op.method}</span>
        <code className="font-mono text-sm font-semibold break-all">{op.path}</code>
        <span className="text-sm text-muted-foreground">{op.summary}</span>
      </summary>
      {expanded ? <OperationBody op={op} doc={doc} /> : null}
    </details>
  );
}

/** What an open operation shows: access, parameters, request body and responses. */
function OperationBody({ op, doc }: { op: OperationView; doc: OpenApiDocument }) {
  return (
    <div className="grid gap-4 border-t border-border px-4 py-4">
      {op.description ? <p className="text-sm">{op.description}</p> : null}
      <p className="text-sm">
        <span className="font-semibold">Access: </span>
        {op.access ? (ACCESS_TEXT[op.access] ?? op.access) : <span className="text-muted-foreground">not stated in the document</span>}
      </p>
      {op.tokenScope !== undefined ? (
        <p className="text-sm">
          <span className="font-semibold">API token: </span>
          {op.tokenScope === null ? 'not with a token (sign in)' : op.tokenScope === 'any' ? 'any token' : <code className="font-mono text-xs">{op.tokenScope}</code>}
        </p>
      ) : null}
      {op.parameters.length > 0 ? (
        <div className="overflow-x-auto rounded-md border border-border">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="bg-muted/60 px-3 py-2 text-left text-xs font-semibold text-muted-foreground">Parameters</caption>
            <thead>
              <tr className="text-xs text-muted-foreground">
                <th scope="col" className="border-b border-border px-3 py-2">Name</th>
                <th scope="col" className="border-b border-border px-3 py-2">In</th>
                <th scope="col" className="border-b border-border px-3 py-2">Type</th>
                <th scope="col" className="border-b border-border px-3 py-2">Required</th>
                <th scope="col" className="border-b border-border px-3 py-2">Notes</th>
              </tr>
            </thead>
            <tbody>
              {op.parameters.map((p) => (
                <tr key={`${p.in}-${p.name}`}>
                  <th scope="row" className="border-b border-border px-3 py-2 font-mono text-xs font-medium">{p.name}</th>
                  <td className="border-b border-border px-3 py-2 text-xs">{p.in}</td>
                  <td className="border-b border-border px-3 py-2 font-mono text-xs">{p.type}</td>
                  <td className="border-b border-border px-3 py-2 text-xs">{p.required ? 'yes' : 'no'}</td>
                  <td className="border-b border-border px-3 py-2 text-xs text-muted-foreground">{p.notes.join(' · ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {op.requestBody ? <ApiSchemaTable schema={op.requestBody} doc={doc} caption="Request body (JSON)" /> : null}
      {op.responses.map((response) =>
        response.schema ? (
          <ApiSchemaTable key={response.status} schema={response.schema} doc={doc} caption={`Response ${response.status} (JSON)`} />
        ) : (
          <p key={response.status} className="text-sm">
            Response {response.status}: {response.description || 'no body'}
          </p>
        ),
      )}
    </div>
  );
}
