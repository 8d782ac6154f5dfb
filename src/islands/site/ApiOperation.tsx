import { useEffect, useState } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { Table, TableCell, TableRow, TableRowHeader } from '../ui/table.tsx';
import { API_CAPTION, ApiSchemaTable } from './ApiSchemaTable.tsx';
import type { OpenApiDocument, OperationView } from './openapi-view.ts';

const parameterColumns = () => [
  m.site_api_column_name(),
  m.site_api_column_in(),
  m.site_api_column_type(),
  m.site_api_column_required(),
  m.site_api_column_notes(),
];

const METHOD_CLASS: Record<string, string> = {
  GET: 'bg-success text-success-foreground',
  POST: 'bg-info text-info-foreground',
  PUT: 'bg-warning text-warning-foreground',
  PATCH: 'bg-warning text-warning-foreground',
  DELETE: 'bg-destructive text-destructive-foreground',
};

const ACCESS_TEXT: Record<string, () => string> = {
  public: m.site_api_access_public,
  user: m.site_api_access_user,
  admin: m.site_api_access_admin,
  officer: m.site_api_access_officer,
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
        <span
          className={`w-16 rounded px-2 py-0.5 text-center font-mono text-xs font-bold ${METHOD_CLASS[op.method] ?? 'bg-muted'}`}
        >
          {op.method}
        </span>
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
        <span className="font-semibold">{m.site_api_access()}</span>
        {op.access ? (
          (ACCESS_TEXT[op.access]?.() ?? op.access)
        ) : (
          <span className="text-muted-foreground">{m.site_api_access_unstated()}</span>
        )}
      </p>
      {op.tokenScope !== undefined ? (
        <p className="text-sm">
          <span className="font-semibold">{m.site_api_token()}</span>
          {op.tokenScope === null ? (
            m.site_api_token_none()
          ) : op.tokenScope === 'any' ? (
            m.site_api_token_any()
          ) : (
            <code className="font-mono text-xs">{op.tokenScope}</code>
          )}
        </p>
      ) : null}
      {op.parameters.length > 0 ? (
        <Table
          caption={m.site_api_parameters()}
          captionClassName={API_CAPTION}
          columns={parameterColumns()}
          className="rounded-md"
        >
          {op.parameters.map((p) => (
            <TableRow key={`${p.in}-${p.name}`}>
              <TableRowHeader className="py-2 font-mono text-xs">{p.name}</TableRowHeader>
              <TableCell className="py-2 text-xs">{p.in}</TableCell>
              <TableCell className="py-2 font-mono text-xs">{p.type}</TableCell>
              <TableCell className="py-2 text-xs">{p.required ? m.site_api_yes() : m.site_api_no()}</TableCell>
              <TableCell className="py-2 text-xs text-muted-foreground">{p.notes.join(' · ')}</TableCell>
            </TableRow>
          ))}
        </Table>
      ) : null}
      {op.requestBody ? <ApiSchemaTable schema={op.requestBody} doc={doc} caption={m.site_api_request_body()} /> : null}
      {op.responses.map((response) =>
        response.schema ? (
          <ApiSchemaTable
            key={response.status}
            schema={response.schema}
            doc={doc}
            caption={m.site_api_response_json({ status: response.status })}
          />
        ) : (
          <p key={response.status} className="text-sm">
            {m.site_api_response_line({
              status: response.status,
              description: response.description || m.site_api_no_body(),
            })}
          </p>
        ),
      )}
    </div>
  );
}
