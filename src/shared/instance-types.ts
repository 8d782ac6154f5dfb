import type { TestProviderId } from './provider-tests/provider-tests.schemas.ts';

// Client-safe. Our node sizes and the closest instance type of each provider (same vCPU and
// memory, or the same GPU); null where the provider offers nothing close.
type Row = Record<TestProviderId, string | null>;

const row = (
  gcp: string | null,
  aws: string | null,
  azure: string | null,
  ibm: string | null,
  huawei: string | null,
  alibaba: string | null,
  digitalocean: string | null,
): Row => ({
  gcp,
  aws,
  azure,
  ibm,
  huawei,
  alibaba,
  digitalocean,
});

/** Node size id → provider → instance type (null: not offered). */
export const INSTANCE_TYPES: Record<string, Row> = {
  'gp-2-4': row('e2-medium', 't3.medium', 'Standard_B2s', 'cx2.2x4', 's6.large.2', 'ecs.c7.large', 's-2vcpu-4gb'),
  'gp-2-8': row(
    'e2-standard-2',
    'm6i.large',
    'Standard_D2s_v5',
    'bx2.2x8',
    's6.large.4',
    'ecs.g7.large',
    'g-2vcpu-8gb',
  ),
  'gp-4-16': row(
    'e2-standard-4',
    'm6i.xlarge',
    'Standard_D4s_v5',
    'bx2.4x16',
    's6.xlarge.4',
    'ecs.g7.xlarge',
    'g-4vcpu-16gb',
  ),
  'gp-8-32': row(
    'e2-standard-8',
    'm6i.2xlarge',
    'Standard_D8s_v5',
    'bx2.8x32',
    's6.2xlarge.4',
    'ecs.g7.2xlarge',
    'g-8vcpu-32gb',
  ),
  'gp-16-64': row(
    'e2-standard-16',
    'm6i.4xlarge',
    'Standard_D16s_v5',
    'bx2.16x64',
    's6.4xlarge.4',
    'ecs.g7.4xlarge',
    'g-16vcpu-64gb',
  ),
  'cpu-4-8': row('c2d-highcpu-4', 'c6i.xlarge', 'Standard_F4s_v2', 'cx2.4x8', 'c7.xlarge.2', 'ecs.c7.xlarge', 'c-4'),
  'cpu-8-16': row(
    'c2d-highcpu-8',
    'c6i.2xlarge',
    'Standard_F8s_v2',
    'cx2.8x16',
    'c7.2xlarge.2',
    'ecs.c7.2xlarge',
    'c-8',
  ),
  'cpu-16-32': row(
    'c2d-highcpu-16',
    'c6i.4xlarge',
    'Standard_F16s_v2',
    'cx2.16x32',
    'c7.4xlarge.2',
    'ecs.c7.4xlarge',
    'c-16',
  ),
  'mem-4-32': row(
    'n2-highmem-4',
    'r6i.xlarge',
    'Standard_E4s_v5',
    'mx2.4x32',
    'm7.xlarge.8',
    'ecs.r7.xlarge',
    'm-4vcpu-32gb',
  ),
  'mem-8-64': row(
    'n2-highmem-8',
    'r6i.2xlarge',
    'Standard_E8s_v5',
    'mx2.8x64',
    'm7.2xlarge.8',
    'ecs.r7.2xlarge',
    'm-8vcpu-64gb',
  ),
  'mem-16-128': row(
    'n2-highmem-16',
    'r6i.4xlarge',
    'Standard_E16s_v5',
    'mx2.16x128',
    'm7.4xlarge.8',
    'ecs.r7.4xlarge',
    'm-16vcpu-128gb',
  ),
  'sto-8-32': row(null, 'i4i.2xlarge', 'Standard_L8s_v3', null, null, 'ecs.i4.2xlarge', null),
  'gpu-l4-1': row('g2-standard-8', 'g6.2xlarge', null, null, null, null, null),
  'gpu-l40s-1': row(null, 'g6e.2xlarge', null, null, null, null, 'gpu-l40sx1-48gb'),
  'gpu-h100-1': row('a3-highgpu-1g', 'p5.4xlarge', 'Standard_NC40ads_H100_v5', null, null, null, 'gpu-h100x1-80gb'),
  'gpu-h100-2': row('a3-highgpu-2g', null, 'Standard_NC80adis_H100_v5', null, null, null, null),
};

/** The provider's instance type for one of our node sizes; null when it offers nothing close. */
export function instanceTypeFor(providerId: TestProviderId, nodeSizeId: string): string | null {
  return INSTANCE_TYPES[nodeSizeId]?.[providerId] ?? null;
}
