import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoRole, SsoSettingsView } from '../../shared/organizations/sso.schemas.ts';
import { SSO_ROLES } from '../../shared/organizations/sso.schemas.ts';
import { apiRequest, invalidateApi } from '../lib/api/client.ts';
import { errorMessage, toFormErrors } from '../lib/form-errors.ts';
import { toast } from '../stores/toasts.ts';
import { Alert } from '../ui/alert.tsx';
import { AlertDialog } from '../ui/alert-dialog.tsx';
import { PendingButton } from '../ui/pending-button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { TextField } from '../ui/text-field.tsx';
import { controlClass, inputClass } from '../ui/input-class.ts';
import { SettingsCard } from '../dashboard/account/SettingsCard.tsx';
import { m } from '../../shared/i18n/messages.ts';
import { SSO_PATH, ssoKeys } from './sso.queries.ts';

const FIELDS = ['issuer', 'clientId', 'clientSecret', 'domains', 'groupRoles', 'defaultRole'] as const;

const ROLE_NAMES: Record<SsoRole, () => string> = {
  member: m.sso_role_member,
  billing: m.sso_role_billing,
  viewer: m.sso_role_viewer,
};

/** A role as written in a `group = role` line: its value (member) or its name in the page's language. */
const roleWord = (role: SsoRole) => ROLE_NAMES[role]().toLowerCase();
const roleOf = (word: string): SsoRole | undefined =>
  SSO_ROLES.find((role) => role === word.toLowerCase() || roleWord(role) === word.toLowerCase());

/** `group = role` lines as the API's map; undefined when a line is not of that form. */
function parseGroupRoles(text: string): Record<string, SsoRole> | undefined {
  const map: Record<string, SsoRole> = {};
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const match = /^\s*(.+?)\s*=\s*(\S+)\s*$/.exec(line);
    const role = match?.[2] ? roleOf(match[2]) : undefined;
    if (!match?.[1] || !role) return undefined;
    map[match[1]] = role;
  }
  return map;
}

type Draft = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  enforce: boolean;
  defaultRole: SsoRole;
  groupRoles: string;
};

const draftOf = (settings: SsoSettingsView | null | undefined): Draft => ({
  issuer: settings?.issuer ?? '',
  clientId: settings?.clientId ?? '',
  clientSecret: '',
  domains: settings?.domains.join('\n') ?? '',
  enforce: settings?.enforce ?? false,
  defaultRole: settings?.defaultRole ?? 'member',
  groupRoles: Object.entries(settings?.groupRoles ?? {})
    .map(([group, role]) => `${group} = ${roleWord(role)}`)
    .join('\n'),
});

/**
 * Settings → Single sign-on (owners): the organization's OpenID Connect provider, the e-mail
 * domains whose members sign in through it, whether they must, and the roles new members get.
 * Saving and removing ask for the password again when the sign-in is older than 10 minutes (the
 * API client's re-authentication dialog). The client secret is never shown: only whether one is stored.
 */
export function SsoSettingsSection() {
  const settings = useQuery<SsoSettingsView | null>({ queryKey: ssoKeys.settings });
  return (
    <div id="single-sign-on" className="scroll-mt-20">
      <SettingsCard title={m.sso_settings_title()}>
        {settings.isPending ? (
          <Spinner label={m.sso_settings_title()} align="start" />
        ) : settings.isError ? (
          <Alert>{errorMessage(settings.error)}</Alert>
        ) : (
          <SsoForm settings={settings.data} key={settings.data?.updatedAt ?? 'new'} />
        )}
      </SettingsCard>
    </div>
  );
}

function SsoForm({ settings }: { settings: SsoSettingsView | null }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [groupError, setGroupError] = useState<string | undefined>();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => apiRequest<SsoSettingsView>(SSO_PATH, { method: 'PUT', body }),
    onSuccess: (data) => {
      client.setQueryData(ssoKeys.settings, data);
      toast({ title: m.sso_settings_saved(), variant: 'success' });
    },
    onSettled: () => invalidateApi(client, ssoKeys.settings),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest(SSO_PATH, { method: 'DELETE' }),
    onSuccess: () => {
      client.setQueryData(ssoKeys.settings, null);
      toast({ title: m.sso_settings_removed(), variant: 'success' });
    },
    onSettled: () => invalidateApi(client, ssoKeys.settings),
  });
  const errors = toFormErrors(save.error, FIELDS);
  const redirectUri = settings?.redirectUri ?? new URL('/api/auth/sso/callback', window.location.origin).href;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const groupRoles = parseGroupRoles(draft.groupRoles);
    setGroupError(groupRoles ? undefined : m.sso_settings_group_roles_invalid());
    if (!groupRoles) return;
    save.mutate({
      issuer: draft.issuer,
      clientId: draft.clientId,
      ...(draft.clientSecret ? { clientSecret: draft.clientSecret } : {}),
      domains: draft.domains
        .split(/[\s,]+/)
        .map((d) => d.trim())
        .filter(Boolean),
      enforce: draft.enforce,
      defaultRole: draft.defaultRole,
      groupRoles,
    });
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <p className="text-sm text-muted-foreground break-words">{m.sso_settings_intro({ redirectUri })}</p>
      {settings ? null : <p className="text-sm">{m.sso_settings_not_set()}</p>}
      <TextField
        label={m.sso_settings_issuer()}
        name="issuer"
        type="url"
        autoComplete="off"
        value={draft.issuer}
        onChange={(e) => set('issuer', e.target.value)}
        error={errors.fields.issuer}
      />
      <TextField
        label={m.sso_settings_client_id()}
        name="clientId"
        autoComplete="off"
        value={draft.clientId}
        onChange={(e) => set('clientId', e.target.value)}
        error={errors.fields.clientId}
      />
      <TextField
        label={m.sso_settings_client_secret()}
        name="clientSecret"
        type="password"
        autoComplete="new-password"
        value={draft.clientSecret}
        onChange={(e) => set('clientSecret', e.target.value)}
        hint={settings?.clientSecretSet ? m.sso_settings_secret_set() : undefined}
        error={errors.fields.clientSecret}
      />
      <TextArea
        label={m.sso_settings_domains()}
        name="domains"
        hint={m.sso_settings_domains_hint()}
        value={draft.domains}
        onChange={(value) => set('domains', value)}
        error={errors.fields.domains}
      />
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="enforce"
          checked={draft.enforce}
          onChange={(e) => set('enforce', e.target.checked)}
          className="mt-1 size-4 shrink-0 accent-primary"
        />
        <span>{m.sso_settings_enforce()}</span>
      </label>
      <div className="grid gap-1.5">
        <label htmlFor="sso-default-role" className="text-sm font-medium">
          {m.sso_settings_default_role()}
        </label>
        <select
          id="sso-default-role"
          name="defaultRole"
          className={inputClass}
          value={draft.defaultRole}
          onChange={(e) => set('defaultRole', e.target.value as SsoRole)}
        >
          {SSO_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_NAMES[role]()}
            </option>
          ))}
        </select>
      </div>
      <TextArea
        label={m.sso_settings_group_roles()}
        name="groupRoles"
        hint={m.sso_settings_group_roles_hint()}
        value={draft.groupRoles}
        onChange={(value) => set('groupRoles', value)}
        error={groupError ?? errors.fields.groupRoles}
      />
      <Alert>{errors.message ?? (remove.isError ? errorMessage(remove.error) : null)}</Alert>
      <div className="flex flex-wrap gap-3">
        <PendingButton type="submit" pending={save.isPending}>
          {m.sso_settings_save()}
        </PendingButton>
        {settings ? (
          <AlertDialog
            trigger={
              <PendingButton variant="outline" pending={remove.isPending}>
                {m.sso_settings_remove()}
              </PendingButton>
            }
            title={m.sso_settings_remove()}
            description={m.sso_settings_remove_confirm()}
            confirmLabel={m.sso_settings_remove()}
            destructive
            onConfirm={() => remove.mutate()}
          />
        ) : null}
      </div>
    </form>
  );
}

function TextArea({
  label,
  name,
  hint,
  value,
  onChange,
  error,
}: {
  label: string;
  name: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = `sso-${name}`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={3}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
        className={`${controlClass} py-2`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
