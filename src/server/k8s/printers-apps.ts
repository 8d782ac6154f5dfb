import { ageOf, humanDuration } from './human-duration.ts';
import type { KubeObject } from './kube-objects.ts';
import { AGE, column, field, labelList, NAME, NONE, type ColumnDefinition, type Printer } from './table.ts';

// Columns of the workload resources (apps/v1, batch/v1), as the apiserver prints them.

const age = (object: KubeObject, now: Date) => ageOf(object.metadata.creationTimestamp, now);
const count = (object: KubeObject, ...path: string[]) => field<number>(object, 'status', ...path) ?? 0;

const CONTAINERS = column('Containers', 'Names of each container in the template.', 1);
const IMAGES = column('Images', 'Images referenced by each container in the template.', 1);
const SELECTOR = column(
  'Selector',
  'Label selector for pods. Existing ReplicaSets whose pods are selected by this will be the ones affected by this deployment.',
  1,
);

/** The Containers and Images cells of a pod template at `path`. */
function templateCells(object: KubeObject, ...path: string[]): [string, string] {
  const containers = field<{ name: string; image: string }[]>(object, ...path, 'spec', 'containers') ?? [];
  return [
    containers.map((container) => container.name).join(','),
    containers.map((container) => container.image).join(','),
  ];
}

const selector = (object: KubeObject) => labelList(field(object, 'spec', 'selector', 'matchLabels'));

export const DEPLOYMENTS: Printer = {
  columns: [
    NAME,
    column('Ready', 'Number of the pod with ready state'),
    column(
      'Up-to-date',
      'Total number of non-terminated pods targeted by this deployment that have the desired template spec.',
      0,
      '',
      'integer',
    ),
    column(
      'Available',
      'Total number of available pods (ready for at least minReadySeconds) targeted by this deployment.',
      0,
      '',
      'integer',
    ),
    AGE,
    CONTAINERS,
    IMAGES,
    SELECTOR,
  ],
  cells: (object, now) => [
    object.metadata.name,
    `${count(object, 'readyReplicas')}/${field<number>(object, 'spec', 'replicas') ?? 1}`,
    count(object, 'updatedReplicas'),
    count(object, 'availableReplicas'),
    age(object, now),
    ...templateCells(object, 'spec', 'template'),
    selector(object),
  ],
};

export const REPLICA_SETS: Printer = {
  columns: [
    NAME,
    column('Desired', 'Replicas is the number of desired replicas.', 0, '', 'integer'),
    column('Current', 'Replicas is the most recently observed number of replicas.', 0, '', 'integer'),
    column('Ready', 'The number of ready replicas for this replica set.', 0, '', 'integer'),
    AGE,
    CONTAINERS,
    IMAGES,
    SELECTOR,
  ],
  cells: (object, now) => [
    object.metadata.name,
    field<number>(object, 'spec', 'replicas') ?? 1,
    count(object, 'replicas'),
    count(object, 'readyReplicas'),
    age(object, now),
    ...templateCells(object, 'spec', 'template'),
    selector(object),
  ],
};

const integer = (name: string, description: string): ColumnDefinition => column(name, description, 0, '', 'integer');

export const DAEMON_SETS: Printer = {
  columns: [
    NAME,
    integer('Desired', 'The total number of nodes that should be running the daemon pod.'),
    integer('Current', 'The number of nodes that are running at least 1 daemon pod.'),
    integer(
      'Ready',
      'numberReady is the number of nodes that should be running the daemon pod and have one or more of the daemon pod running with a Ready Condition.',
    ),
    integer('Up-to-date', 'The total number of nodes that are running updated daemon pod'),
    integer(
      'Available',
      'The number of nodes that should be running the daemon pod and have one or more of the daemon pod running and available.',
    ),
    column('Node Selector', 'NodeSelector is a selector which must be true for the pod to fit on a node.'),
    AGE,
    CONTAINERS,
    IMAGES,
    SELECTOR,
  ],
  cells: (object, now) => [
    object.metadata.name,
    count(object, 'desiredNumberScheduled'),
    count(object, 'currentNumberScheduled'),
    count(object, 'numberReady'),
    count(object, 'updatedNumberScheduled'),
    count(object, 'numberAvailable'),
    labelList(field(object, 'spec', 'template', 'spec', 'nodeSelector')),
    age(object, now),
    ...templateCells(object, 'spec', 'template'),
    selector(object),
  ],
};

export const STATEFUL_SETS: Printer = {
  columns: [NAME, column('Ready', 'Number of the pod with ready state'), AGE, CONTAINERS, IMAGES],
  cells: (object, now) => [
    object.metadata.name,
    `${count(object, 'readyReplicas')}/${field<number>(object, 'spec', 'replicas') ?? 1}`,
    age(object, now),
    ...templateCells(object, 'spec', 'template'),
  ],
};

export const JOBS: Printer = {
  columns: [
    NAME,
    column('Status', 'Status of the job.'),
    column('Completions', 'The completion status of the job.'),
    column('Duration', 'Time required to complete the job.'),
    AGE,
    CONTAINERS,
    IMAGES,
    SELECTOR,
  ],
  cells: (object, now) => {
    const conditions = field<{ type: string; status: string }[]>(object, 'status', 'conditions') ?? [];
    const complete = conditions.some((condition) => condition.type === 'Complete' && condition.status === 'True');
    const start = Date.parse(field<string>(object, 'status', 'startTime') ?? '');
    const end = complete ? Date.parse(field<string>(object, 'status', 'completionTime') ?? '') : now.getTime();
    return [
      object.metadata.name,
      complete ? 'Complete' : 'Running',
      `${count(object, 'succeeded')}/${field<number>(object, 'spec', 'completions') ?? 1}`,
      Number.isNaN(start) ? '' : humanDuration(end - start),
      age(object, now),
      ...templateCells(object, 'spec', 'template'),
      selector(object),
    ];
  },
};

export const CRON_JOBS: Printer = {
  columns: [
    NAME,
    column('Schedule', 'The schedule in Cron format, see https://en.wikipedia.org/wiki/Cron.'),
    column('Timezone', 'The time zone name for the given schedule.'),
    column('Suspend', 'This flag tells the controller to suspend subsequent executions.', 0, '', 'boolean'),
    integer('Active', 'A list of pointers to currently running jobs.'),
    column('Last Schedule', 'Information when was the last time the job was successfully scheduled.'),
    AGE,
    CONTAINERS,
    IMAGES,
    SELECTOR,
  ],
  cells: (object, now) => {
    const last = field<string>(object, 'status', 'lastScheduleTime');
    return [
      object.metadata.name,
      field<string>(object, 'spec', 'schedule') ?? '',
      field<string>(object, 'spec', 'timeZone') ?? NONE,
      field<boolean>(object, 'spec', 'suspend') ? 'True' : 'False',
      (field<unknown[]>(object, 'status', 'active') ?? []).length,
      last ? ageOf(last, now) : NONE,
      age(object, now),
      ...templateCells(object, 'spec', 'jobTemplate', 'spec', 'template'),
      NONE,
    ];
  },
};
