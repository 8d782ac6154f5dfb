// The typed API clients (the CLI's, the islands') are generated from the server's OpenAPI
// document. This module does the generation; scripts/generate-api-types.ts writes it, and
// test/cli/api-types.test.ts fails when the checked-in file differs from what the running
// server's document gives.
import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated types live. */
export const API_TYPES_FILE = new URL('../src/shared/api-types.ts', import.meta.url);

const HEADER = `// Generated from the server's /api/openapi.json by \`npm run cli:types\` (openapi-typescript).
// Do not edit: test/cli/api-types.test.ts fails when this file differs from the running server's document.
/* eslint-disable */
`;

/** The TypeScript of the API types for an OpenAPI document. */
export async function generateApiTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return HEADER + astToString(ast);
}
