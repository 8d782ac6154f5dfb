import type { ClusterStatus } from '../../../server/clusters/clusters.schemas.ts';
import type { Catalog } from '../../../server/catalog/catalog.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';

// The API's state words on the provider test pages, in the page's language (the values stay the API's).

const CLUSTER_STATUS = {
  pending: m.provider_tests_cluster_status_pending,
  provisioning: m.provider_tests_cluster_status_provisioning,
  running: m.provider_tests_cluster_status_running,
  updating: m.provider_tests_cluster_status_updating,
  deleting: m.provider_tests_cluster_status_deleting,
  deleted: m.provider_tests_cluster_status_deleted,
  failed: m.provider_tests_cluster_status_failed,
} satisfies Record<ClusterStatus, () => string>;

type VersionStatus = Catalog['kubernetesVersions'][number]['status'];

const VERSION_STATUS = {
  current: m.provider_tests_version_status_current,
  supported: m.provider_tests_version_status_supported,
  deprecated: m.provider_tests_version_status_deprecated,
} satisfies Record<VersionStatus, () => string>;

/** A test cluster's state in lower-case words: "running". */
export const clusterStatusWord = (status: ClusterStatus): string => CLUSTER_STATUS[status]?.() ?? status;
/** Our support of a Kubernetes version in lower-case words: "supported". */
export const versionStatusWord = (status: VersionStatus): string => VERSION_STATUS[status]?.() ?? status;
