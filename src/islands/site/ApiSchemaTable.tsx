import { m } from '../../shared/i18n/messages.ts';
import { richMessage } from '../ui/rich-message.tsx';
import { alternatives, schemaRows, typeLabel, type JsonSchema, type OpenApiDocument } from './openapi-view.ts';
import { Table, TableCell, TableRow, TableRowHeader } from '../ui/table.tsx';

const cell = 'py-2';
/** The reference's tables show their caption as a band above the headings. */
export const API_CAPTION = 'bg-muted/60 px-3 py-2 text-xs font-semibold text-muted-foreground';
const schemaColumns = () => [
  m.site_api_column_field(),
  m.site_api_column_type(),
  m.site_api_column_required(),
  m.site_api_column_notes(),
];

/** One schema as a table of its fields; a scalar or list-of-scalars answer is named in a line. */
function SingleSchema({ schema, doc, caption }: { schema: JsonSchema; doc: OpenApiDocument; caption: string }) {
  const rows = schemaRows(schema, doc, schema);
  const type = typeLabel(schema, doc, schema);
  if (rows.length === 0) {
    return (
      <p className="text-sm">
        {richMessage((slot) => m.site_api_scalar({ caption, type: slot.type }), {
          type: <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{type}</code>,
        })}
      </p>
    );
  }
  return (
    <Table
      caption={type.endsWith('[]') ? m.site_api_list_of({ caption }) : caption}
      captionClassName={API_CAPTION}
      columns={schemaColumns()}
      className="rounded-md"
      tableClassName="min-w-[36rem]"
    >
      {rows.map((row) => (
        <TableRow key={row.name}>
          <TableRowHeader className={`${cell} font-mono text-xs`} style={{ paddingLeft: `${0.75 + row.depth}rem` }}>
            {row.name}
          </TableRowHeader>
          <TableCell className={`${cell} font-mono text-xs`}>{row.type}</TableCell>
          <TableCell className={`${cell} text-xs`}>{row.required ? m.site_api_yes() : m.site_api_no()}</TableCell>
          <TableCell className={`${cell} text-xs text-muted-foreground`}>{row.notes.join(' · ')}</TableCell>
        </TableRow>
      ))}
    </Table>
  );
}

/** A request or response schema; a union (e.g. a user, or a pending approval) gives one table each. */
export function ApiSchemaTable({
  schema,
  doc,
  caption,
}: {
  schema: JsonSchema;
  doc: OpenApiDocument;
  caption: string;
}) {
  const options = alternatives(schema, doc);
  if (options.length === 1) return <SingleSchema schema={options[0] ?? schema} doc={doc} caption={caption} />;
  return (
    <div className="grid gap-3">
      {options.map((option, index) => (
        <SingleSchema
          key={index}
          schema={option}
          doc={doc}
          caption={m.site_api_alternative({ caption, index: index + 1, total: options.length })}
        />
      ))}
    </div>
  );
}
