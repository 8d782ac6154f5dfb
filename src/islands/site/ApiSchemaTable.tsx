import { alternatives, schemaRows, typeLabel, type JsonSchema, type OpenApiDocument } from './openapi-view.ts';

const cell = 'border-b border-border px-3 py-2 align-top';

/** One schema as a table of its fields; a scalar or list-of-scalars answer is named in a line. */
function SingleSchema({ schema, doc, caption }: { schema: JsonSchema; doc: OpenApiDocument; caption: string }) {
  const rows = schemaRows(schema, doc, schema);
  const type = typeLabel(schema, doc, schema);
  if (rows.length === 0) {
    return (
      <p className="text-sm">
        {caption}: <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{type}</code>
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="bg-muted/60 px-3 py-2 text-left text-xs font-semibold text-muted-foreground">
          {caption}
          {type.endsWith('[]') ? ' (a list of)' : ''}
        </caption>
        <thead>
          <tr className="text-xs text-muted-foreground">
            <th scope="col" className={cell}>Field</th>
            <th scope="col" className={cell}>Type</th>
            <th scope="col" className={cell}>Required</th>
            <th scope="col" className={cell}>Notes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className={`${cell} font-mono text-xs font-medium`} style={{ paddingLeft: `${0.75 + row.depth}rem` }}>
                {row.name}
              </th>
              <td className={`${cell} font-mono text-xs`}>{row.type}</td>
              <td className={`${cell} text-xs`}>{row.required ? 'yes' : 'no'}</td>
              <td className={`${cell} text-xs text-muted-foreground`}>{row.notes.join(' · ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A request or response schema; a union (e.g. a user, or a pending approval) gives one table each. */
export function ApiSchemaTable({ schema, doc, caption }: { schema: JsonSchema; doc: OpenApiDocument; caption: string }) {
  const options = alternatives(schema, doc);
  if (options.length === 1) return <SingleSchema schema={options[0] ?? schema} doc={doc} caption={caption} />;
  return (
    <div className="grid gap-3">
      {options.map((option, index) => (
        <SingleSchema key={index} schema={option} doc={doc} caption={`${caption}, alternative ${index + 1} of ${options.length}`} />
      ))}
    </div>
  );
}
