import type { Catalog } from '../../../../shared/catalog/catalog.schemas.ts';
import type { ClusterSpec } from '../../../../shared/clusters/clusters.schemas.ts';
import type { DraftErrors } from './wizard-draft.ts';

/** What every wizard step receives: the draft spec, the catalog, the errors to show, and how to change the spec. */
export interface StepProps {
  spec: ClusterSpec;
  catalog: Catalog;
  errors: DraftErrors;
  onChange: (spec: ClusterSpec) => void;
}

/** A selectable card: a radio or checkbox label that shows its state by border and weight, not colour alone. */
export const choiceCard =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-card p-3 text-sm has-[:checked]:border-2 has-[:checked]:border-primary has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';
