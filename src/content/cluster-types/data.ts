import type { ClusterTypeContent } from './types.ts';

/** Data Analytics: batch, SQL and streaming. */
export const data: ClusterTypeContent = {
  page: 'data',
  tierId: 'data-analytics',
  tagline: 'Memory-optimised nodes, local NVMe storage and the Spark operator for batch, SQL and streaming workloads.',
  summary:
    'Data Analytics managed Kubernetes: memory-optimised nodes, local NVMe storage nodes, Spark operator, scale-to-zero pools, 99.95% SLA.',
  purpose: [
    'A Data Analytics cluster starts with three memory-optimised nodes (4 vCPU, 32 GB each) behind a highly available control plane, and can add storage-optimised nodes with local NVMe drives for shuffle-heavy jobs and data that must be read fast.',
    'Node pools can scale to zero between batch runs, so a nightly Spark job pays for its executors only while it runs. The Spark operator add-on lets you submit jobs as SparkApplication resources, versioned in Git like the rest of your cluster.',
  ],
  whoFor: [
    'Data engineering teams running Spark pipelines and SQL engines.',
    'Analysts who need interactive queries over data that must stay in the EU.',
    'Teams replacing a managed data platform with open-source engines they control.',
  ],
  workloads: [
    {
      name: 'Batch processing with Spark',
      detail: 'SparkApplication resources whose driver and executor pods land on memory- or storage-optimised pools.',
    },
    {
      name: 'Interactive SQL',
      detail:
        'Trino from the marketplace querying object storage and databases, with workers scaled to the query load.',
    },
    { name: 'Streaming', detail: 'Apache Kafka through Strimzi, with brokers on NVMe storage nodes.' },
    { name: 'Notebooks', detail: 'JupyterHub for analysts, with per-user pods that stop when idle.' },
  ],
  considerations: [
    {
      text: 'Training or serving models on GPUs needs the AI/ML type: GPU node sizes are offered only there.',
      seeAlso: 'ai',
    },
  ],
};
