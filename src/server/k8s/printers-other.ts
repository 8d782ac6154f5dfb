import { ageOf } from './human-duration.ts';
import type { KubeObject } from './kube-objects.ts';
import { AGE, column, field, NAME, NONE, type Printer } from './table.ts';

// Columns of discovery, networking, storage and coordination resources, as the apiserver prints them.

const age = (object: KubeObject, now: Date) => ageOf(object.metadata.creationTimestamp, now);

/** Up to three items, then how many more. */
const firstThree = (items: string[], none = NONE) =>
  items.length === 0
    ? none
    : items.length > 3
      ? `${items.slice(0, 3).join(',')} + ${items.length - 3} more...`
      : items.join(',');

export const ENDPOINT_SLICES: Printer = {
  columns: [
    NAME,
    column('AddressType', 'addressType specifies the type of address carried by this EndpointSlice.'),
    column('Ports', 'ports specifies the list of network ports exposed by each endpoint in this slice.'),
    column('Endpoints', 'endpoints is a list of unique endpoints in this slice.'),
    AGE,
  ],
  cells: (object, now) => {
    const ports = (field<{ port: number }[]>(object, 'ports') ?? []).map((port) => String(port.port));
    const addresses = (field<{ addresses: string[] }[]>(object, 'endpoints') ?? []).flatMap(
      (endpoint) => endpoint.addresses,
    );
    return [
      object.metadata.name,
      field<string>(object, 'addressType') ?? '',
      firstThree(ports, '<unset>'),
      firstThree(addresses, '<unset>'),
      age(object, now),
    ];
  },
};

export const LEASES: Printer = {
  columns: [NAME, column('Holder', 'holderIdentity contains the identity of the holder of a current lease.'), AGE],
  cells: (object, now) => [
    object.metadata.name,
    field<string>(object, 'spec', 'holderIdentity') ?? '',
    age(object, now),
  ],
};

export const INGRESSES: Printer = {
  columns: [
    NAME,
    column('Class', 'ingressClassName is the name of an IngressClass cluster resource.'),
    column('Hosts', 'Hosts that incoming requests are matched against before the ingress rule'),
    column('Address', 'Address is a list containing ingress points for the load-balancer'),
    column('Ports', 'Ports of TLS configurations that open'),
    AGE,
  ],
  cells: (object, now) => {
    const hosts = (field<{ host: string }[]>(object, 'spec', 'rules') ?? []).map((rule) => rule.host);
    const addresses = (field<{ ip: string }[]>(object, 'status', 'loadBalancer', 'ingress') ?? []).map(
      (entry) => entry.ip,
    );
    const tls = (field<unknown[]>(object, 'spec', 'tls') ?? []).length > 0;
    return [
      object.metadata.name,
      field<string>(object, 'spec', 'ingressClassName') ?? NONE,
      firstThree(hosts, '*'),
      addresses.join(','),
      tls ? '80, 443' : '80',
      age(object, now),
    ];
  },
};

export const INGRESS_CLASSES: Printer = {
  columns: [
    NAME,
    column('Controller', 'Controller that is responsible for handling this class'),
    column('Parameters', 'A reference to a resource with additional parameters'),
    AGE,
  ],
  cells: (object, now) => [
    object.metadata.name,
    field<string>(object, 'spec', 'controller') ?? '',
    NONE,
    age(object, now),
  ],
};

export const STORAGE_CLASSES: Printer = {
  columns: [
    NAME,
    column('Provisioner', 'Indicates the type of the provisioner.'),
    column(
      'ReclaimPolicy',
      'Dynamically provisioned PersistentVolumes of this storage class are created with this reclaimPolicy.',
    ),
    column(
      'VolumeBindingMode',
      'VolumeBindingMode indicates how PersistentVolumeClaims should be provisioned and bound.',
    ),
    column('AllowVolumeExpansion', 'AllowVolumeExpansion shows whether the storage class allow volume expand.'),
    AGE,
  ],
  cells: (object, now) => {
    const isDefault = object.metadata.annotations?.['storageclass.kubernetes.io/is-default-class'] === 'true';
    return [
      isDefault ? `${object.metadata.name} (default)` : object.metadata.name,
      field<string>(object, 'provisioner') ?? '',
      field<string>(object, 'reclaimPolicy') ?? 'Delete',
      field<string>(object, 'volumeBindingMode') ?? 'Immediate',
      String(field<boolean>(object, 'allowVolumeExpansion') ?? false),
      age(object, now),
    ];
  },
};
