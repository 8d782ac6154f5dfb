import { UsagePage } from './UsagePage.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';
import { m } from '../../../shared/i18n/messages.ts';

/** /usage, in the dashboard shell. */
export function UsageRoute() {
  return (
    <>
      <PageHeader title={m.usage_page_title()} description={m.usage_page_description()} />
      <UsagePage />
    </>
  );
}
