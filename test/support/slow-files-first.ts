import { existsSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take 20 s or more on a 2-core machine (measured in a clean-clone run), slowest
 * first. Vitest orders files by their last run's duration, which a clean clone does not have; it
 * then falls back on file size, and a small file that validates two dozen invoices in a JVM each
 * started last and ran alone for 40 s while the other workers had finished.
 */
const SLOW_FILES = [
  'test/payment-crash.test.ts',
  'src/server/invoices/factur-x.test.ts',
  'test/first-start.test.ts',
  'test/api/clusters.test.ts',
  'test/api/email-timing.test.ts',
  'test/operations/rolling-restart.test.ts',
];

const missing = SLOW_FILES.filter((file) => !existsSync(new URL(`../../${file}`, import.meta.url)));
if (missing.length > 0)
  throw new Error(`test/support/slow-files-first.ts names files that do not exist: ${missing.join(', ')}`);

/** Vitest's own order, with the known slow files moved to the front. */
export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? SLOW_FILES.length : index;
    };
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map(({ spec }) => spec);
  }
}
