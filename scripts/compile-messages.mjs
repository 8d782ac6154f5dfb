// `npm run i18n`: compiles every messages/{en,fr}.json into src/paraglide. Plain JavaScript, as
// it runs right after npm install (on whatever Node installed it).
import { compile } from '@inlang/paraglide-js';
import { PARAGLIDE } from './paraglide-options.mjs';

await compile(PARAGLIDE);
// The compiler leaves a timer of its own running (its CLI exits the same way).
process.exit(0);
