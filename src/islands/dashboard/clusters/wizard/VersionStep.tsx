import { FieldError, fieldId, invalidProps } from './FieldError.tsx';
import { choiceCard, type StepProps } from './step-props.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { Alert } from '../../../ui/alert.tsx';

/** Step 3: the Kubernetes minor; the default comes preselected, deprecated ones carry a warning. */
export function VersionStep({ spec, catalog, errors, onChange }: StepProps) {
  const chosen = catalog.kubernetesVersions.find((v) => v.version === spec.kubernetesVersion);
  return (
    <fieldset className="grid gap-3" {...invalidProps(errors, 'kubernetesVersion')}>
      <legend className="mb-2 font-medium">{m.clusters_version_legend()}</legend>
      {catalog.kubernetesVersions.map((version, index) => (
        <label key={version.version} className={choiceCard}>
          <input
            type="radio"
            name="kubernetesVersion"
            id={index === 0 ? fieldId('kubernetesVersion') : undefined}
            checked={spec.kubernetesVersion === version.version}
            onChange={() => onChange({ ...spec, kubernetesVersion: version.version })}
            className="mt-1 size-4 shrink-0 accent-primary"
          />
          <span className="grid gap-1">
            <span className="font-semibold">
              {m.clusters_version_name({ version: version.version })}{' '}
              <span className="font-normal text-muted-foreground">({version.patch})</span>
              {version.default ? (
                <span className="ml-2 rounded bg-secondary px-1.5 py-0.5 text-xs">{m.clusters_version_default()}</span>
              ) : null}
              {version.status === 'deprecated' ? (
                <span className="ml-2 rounded bg-warning px-1.5 py-0.5 text-xs text-warning-foreground">
                  {m.clusters_version_deprecated()}
                </span>
              ) : null}
            </span>
            <span className="text-xs text-muted-foreground">
              {m.clusters_version_dates({ released: version.releaseDate, end: version.endOfSupport })}
            </span>
          </span>
        </label>
      ))}
      {chosen?.status === 'deprecated' ? (
        <Alert variant="warning">
          {m.clusters_version_deprecated_warning({ version: chosen.version, end: chosen.endOfSupport })}
        </Alert>
      ) : null}
      <FieldError errors={errors} path="kubernetesVersion" />
    </fieldset>
  );
}
