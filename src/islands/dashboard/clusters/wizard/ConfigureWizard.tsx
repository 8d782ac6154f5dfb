import { useAuth } from '../../../auth/AuthProvider.tsx';
import { can } from '../../../../shared/permissions.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Catalog } from '../../../../shared/catalog/catalog.schemas.ts';
import { readWizardPrefill } from '../../../../shared/links.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { createOrder } from '../../orders/orders-api.ts';
import { useOrderCurrency } from '../../billing/use-billing-currency.ts';
import { useCurrencyState } from '../../../pricing/use-currency-state.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { PageHeader } from '../../pages/PageHeader.tsx';
import { m } from '../../../../shared/i18n/messages.ts';
import { catalogQuery } from '../../../lib/catalog-query.ts';
import { OrderSteps } from '../OrderSteps.tsx';
import { fieldId } from './FieldError.tsx';
import { LivePrice } from './LivePrice.tsx';
import { LocationStep } from './LocationStep.tsx';
import { OptionsStep } from './OptionsStep.tsx';
import { PoolsStep } from './PoolsStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { TypeStep } from './TypeStep.tsx';
import { VersionStep } from './VersionStep.tsx';
import { WizardCheckout } from './WizardCheckout.tsx';
import {
  WIZARD_STEPS,
  applyPrefill,
  clearDraft,
  draftErrors,
  emptySpec,
  fieldsFromServer,
  readDraft,
  stepErrors,
  stepOfField,
  writeDraft,
  type DraftErrors,
  type WizardDraft,
  type WizardStepId,
} from './wizard-draft.ts';

/** /configure-cluster = /clusters/configure: the cluster wizard (slide layout, step 0). */
export function ConfigureWizard() {
  const catalog = useQuery(catalogQuery());
  return (
    <>
      <PageHeader title={m.clusters_wizard_title()} description={m.clusters_wizard_description()} />
      <OrderSteps step={0} />
      {catalog.isPending ? (
        <Spinner label={m.clusters_wizard_loading_catalog()} />
      ) : catalog.isError ? (
        <Alert>{errorMessage(catalog.error)}</Alert>
      ) : (
        <Wizard catalog={catalog.data} />
      )}
    </>
  );
}

function initialDraft(catalog: Catalog): WizardDraft {
  const storage = typeof window === 'undefined' ? undefined : window.sessionStorage;
  const stored = readDraft(storage);
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const prefill = readWizardPrefill(new URLSearchParams(search));
  const draft: WizardDraft = stored ?? {
    spec: emptySpec(catalog),
    step: 'type',
    promoCode: '',
    appliedPrefill: '',
    orderId: null,
  };
  // A link's preselection applies once; a reload of the same address keeps later edits.
  if (Object.keys(prefill).length > 0 && draft.appliedPrefill !== search && !draft.orderId) {
    return {
      ...draft,
      spec: applyPrefill(stored ? draft.spec : emptySpec(catalog), prefill, catalog),
      step: 'type',
      appliedPrefill: search,
    };
  }
  return draft;
}

function Wizard({ catalog }: { catalog: Catalog }) {
  const { user } = useAuth();
  const mayOrder = can(user?.orgRole, 'orders.create');
  const [draft, setDraft] = useState<WizardDraft>(() => initialDraft(catalog));
  const [shown, setShown] = useState<Set<WizardStepId>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const [promoError, setPromoError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [ordering, setOrdering] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { billingCycle } = useCurrencyState();
  // Orders are placed in the billing currency once the first paid order fixed it.
  const currency = useOrderCurrency();

  useEffect(() => writeDraft(window.sessionStorage, draft), [draft]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step and the order are the triggers: after a move, the focus goes to the new step's heading.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [draft.step, draft.orderId]);

  const all = useMemo(() => draftErrors(draft.spec, catalog), [draft.spec, catalog]);
  const index = WIZARD_STEPS.findIndex((s) => s.id === draft.step);
  const step = WIZARD_STEPS[index] ?? WIZARD_STEPS[0];
  const visible: DraftErrors = { ...(shown.has(step.id) ? stepErrors(all, step.id) : {}), ...serverErrors };
  if (promoError && step.id === 'review') visible.promoCode = promoError;

  const update = (spec: WizardDraft['spec']) => {
    setServerErrors({});
    setDraft((d) => ({ ...d, spec }));
  };
  const onPromoError = useCallback((error: string | null) => setPromoError(error), []);
  const go = (to: WizardStepId) => setDraft((d) => ({ ...d, step: to }));
  const focusFirstError = (errors: DraftErrors) => {
    const first = Object.keys(errors)[0];
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };
  /** Moves on only when this step is valid; otherwise says why on each field. */
  const next = () => {
    const errors = stepErrors(all, step.id);
    setShown((s) => new Set(s).add(step.id));
    if (Object.keys(errors).length > 0) return focusFirstError(errors);
    const following = WIZARD_STEPS[index + 1];
    if (following) go(following.id);
  };

  const order = async () => {
    setShown(new Set(WIZARD_STEPS.map((s) => s.id)));
    setMessage(null);
    const invalid = Object.keys(all);
    if (invalid.length > 0) {
      const first = invalid[0] ?? 'name';
      go(stepOfField(first));
      return focusFirstError(all);
    }
    if (promoError) return focusFirstError({ promoCode: promoError });
    setOrdering(true);
    try {
      // With the key of this intent: a retry after a lost answer gets the order made the first time.
      const created = await createOrder({
        kind: 'cluster',
        cluster: draft.spec,
        currency,
        billingCycle,
        promoCode: draft.promoCode.trim() || undefined,
      });
      setDraft((d) => ({ ...d, orderId: created.id }));
    } catch (error) {
      const fields = error instanceof ApiError ? fieldsFromServer(error.fields) : {};
      if (Object.keys(fields).length > 0) {
        setServerErrors(fields);
        go(stepOfField(Object.keys(fields)[0] ?? 'name'));
        focusFirstError(fields);
      } else setMessage(errorMessage(error));
    } finally {
      setOrdering(false);
    }
  };

  if (draft.orderId) {
    return (
      <WizardCheckout
        orderId={draft.orderId}
        headingRef={heading}
        onBack={() => setDraft((d) => ({ ...d, orderId: null, step: 'review' }))}
        onDone={() => clearDraft(window.sessionStorage)}
      />
    );
  }

  const StepBody = {
    type: TypeStep,
    location: LocationStep,
    version: VersionStep,
    pools: PoolsStep,
    options: OptionsStep,
  }[step.id as Exclude<WizardStepId, 'review'>];
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0">
        <nav aria-label={m.clusters_wizard_steps()} className="mb-4">
          <ol className="flex flex-wrap gap-1 text-sm">
            {WIZARD_STEPS.map((s, i) => (
              <li key={s.id}>
                <button
                  type="button"
                  onClick={() => go(s.id)}
                  aria-current={s.id === step.id ? 'step' : undefined}
                  className={`rounded-md px-2 py-1 ${s.id === step.id ? 'bg-secondary font-semibold' : 'text-muted-foreground hover:bg-accent'} ${Object.keys(stepErrors(all, s.id)).length > 0 && shown.has(s.id) ? 'underline decoration-destructive decoration-wavy' : ''}`}
                >
                  {i + 1}. {s.label()}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <h2 ref={heading} tabIndex={-1} className="mb-4 text-xl font-semibold outline-none">
          {m.clusters_wizard_step_heading({ step: index + 1, total: WIZARD_STEPS.length, label: step.label() })}
        </h2>
        {step.id === 'review' ? (
          <ReviewStep
            spec={draft.spec}
            catalog={catalog}
            errors={visible}
            onChange={update}
            promoCode={draft.promoCode}
            onPromoCode={(promoCode) => setDraft((d) => ({ ...d, promoCode }))}
          />
        ) : (
          <StepBody spec={draft.spec} catalog={catalog} errors={visible} onChange={update} />
        )}
        <div className="mt-6 grid gap-3">
          <Alert>{message}</Alert>
          <div className="flex flex-wrap gap-2">
            {index > 0 ? (
              <Button variant="outline" onClick={() => go(WIZARD_STEPS[index - 1]?.id ?? 'type')}>
                {m.clusters_wizard_back()}
              </Button>
            ) : null}
            {step.id === 'review' && !mayOrder ? (
              <p className="text-sm text-muted-foreground">
                {m.clusters_wizard_role_cannot_order({ role: user?.orgRole ?? '' })}
              </p>
            ) : step.id === 'review' ? (
              <Button onClick={() => void order()} disabled={ordering}>
                {ordering ? m.clusters_wizard_ordering() : m.clusters_wizard_order()}
              </Button>
            ) : (
              <Button onClick={next}>
                {m.clusters_wizard_next({ label: WIZARD_STEPS[index + 1]?.label() ?? '' })}
              </Button>
            )}
          </div>
        </div>
      </div>
      <LivePrice spec={draft.spec} promoCode={draft.promoCode} onPromoError={onPromoError} />
    </div>
  );
}
