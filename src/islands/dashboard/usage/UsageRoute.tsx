import { UsagePage } from './UsagePage.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';

/** /usage (SPEC §2). */
export function UsageRoute() {
  return (
    <>
      <PageHeader title="Usage" description="What your clusters cost over time, by cluster and by kind, in the header currency." />
      <UsagePage />
    </>
  );
}
