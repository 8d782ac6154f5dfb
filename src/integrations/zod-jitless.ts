// The browser's `zod` (see zod-without-eval.ts): jitless before anything parses.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod';
export { default } from 'zod';
