import type { Catalog } from '../../../shared/catalog/catalog.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';

// The API's state words on the provider test pages, in the page's language (the values stay the API's).

type VersionStatus = Catalog['kubernetesVersions'][number]['status'];

const VERSION_STATUS = {
  current: m.provider_tests_version_status_current,
  supported: m.provider_tests_version_status_supported,
  deprecated: m.provider_tests_version_status_deprecated,
} satisfies Record<VersionStatus, () => string>;

/** A cluster's state in lower-case words (the shared map). */
export { clusterStatusWord } from '../../../shared/cluster-lifecycle.ts';
/** Our support of a Kubernetes version in lower-case words: "supported". */
export const versionStatusWord = (status: VersionStatus): string => VERSION_STATUS[status]?.() ?? status;
