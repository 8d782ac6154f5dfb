import type { ClusterTypeContent } from './types.ts';

/** AI/ML (Violet): GPU training and inference. */
export const ai: ClusterTypeContent = {
  page: 'ai',
  tierId: 'ai-ml',
  tagline:
    'NVIDIA GPU node pools, the GPU Operator installed for you, and models and data that never leave the region you choose.',
  summary:
    'AI/ML managed Kubernetes: NVIDIA L4, L40S and H100 GPU node pools, GPU Operator preinstalled, data kept in your EU region, 99.9% SLA.',
  purpose: [
    'An AI/ML cluster includes one NVIDIA L4 GPU node and two general-purpose system nodes for the control components your jobs depend on. Add pools of L4, L40S or H100 nodes as your models grow, and let them scale down when training is done.',
    'The NVIDIA GPU Operator is installed by default: it keeps the driver, container toolkit, device plugin and DCGM metrics in step on every GPU node, and can split a GPU with time-slicing or MIG so that several inference services share it. Pods ask for GPUs the standard way, with an nvidia.com/gpu resource limit.',
  ],
  whoFor: [
    'Machine-learning teams training and fine-tuning models on data that must stay in the EU.',
    'Product teams serving inference behind an API, with GPU capacity that follows demand.',
    'Research groups that need H100-class GPUs without a hyperscaler contract.',
  ],
  workloads: [
    {
      name: 'Model training and fine-tuning',
      detail: 'Jobs on H100 or L40S pools, with datasets and checkpoints on volumes in the same region.',
    },
    {
      name: 'Inference services',
      detail: 'Model servers on L4 nodes, scaled by request rate, sharing GPUs through time-slicing.',
    },
    { name: 'ML pipelines', detail: 'Kubeflow pipelines and JupyterHub notebooks from the marketplace.' },
    {
      name: 'Batch embedding and transcription',
      detail: 'Queue-driven GPU workers that scale to zero when the queue is empty.',
    },
  ],
  considerations: [
    {
      text: 'Up to 64 nodes per cluster; GPU capacity per region is limited, so reserve large H100 pools with sales ahead of time.',
    },
    { text: 'CPU-only analytics is cheaper on the Data Analytics type.', seeAlso: 'data' },
  ],
};
