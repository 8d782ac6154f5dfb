import { useState } from 'react';
import { QueryClientProvider, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { m } from '../../../shared/i18n/messages.ts';
import { formatMinorUnits } from '../../../shared/money.ts';
import type { User } from '../../auth/auth.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { apiRequest, invalidateApi } from '../../lib/api/client.ts';
import { toast } from '../../stores/toasts.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/input-class.ts';
import { LoadMore, nextCursor, pageItems } from '../../ui/load-more.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { requiredText, TextPromptDialog } from '../../ui/text-prompt-dialog.tsx';
import { Badge } from './Badge.tsx';
import { MoveUserDialog } from './MoveUserDialog.tsx';
import {
  getJson,
  staffKeys,
  roleLabel,
  staffPaths,
  withQuery,
  type AdminOrganization,
  type AdminOrganizationPage,
} from './staff.queries.ts';

type Member = AdminOrganization['members'][number];

/** Island of /admin/organization-users: organizations, their members, billing identity and currency, what they were billed; suspension and moves. */
export function OrganizationUsers({ user }: { user: User }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Organizations me={user} />
    </QueryClientProvider>
  );
}

function Organizations({ me }: { me: User }) {
  const client = useQueryClient();
  // Controls stay disabled until hydrated: text typed before would be reset by React.
  const hydrated = useHydrated();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [suspending, setSuspending] = useState<AdminOrganization>();
  const [moving, setMoving] = useState<{ member: Member; from: AdminOrganization }>();
  const organizations = useInfiniteQuery({
    queryKey: staffKeys.read(withQuery(staffPaths.organizations, { q })),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      getJson<AdminOrganizationPage>(
        withQuery(staffPaths.organizations, { q, cursor: pageParam || undefined }),
        signal,
      ),
    getNextPageParam: nextCursor,
  });
  const refresh = () => invalidateApi(client, [staffPaths.organizations, staffPaths.users]);

  const suspend = async (organization: AdminOrganization, reason: string) => {
    await apiRequest(`${staffPaths.organizations}/${encodeURIComponent(organization.id)}/suspend`, {
      method: 'POST',
      body: { reason },
    });
    setSuspending(undefined);
    toast({
      title: m.admin_orgs_suspended_done({ company: organization.companyName }),
      description: m.admin_orgs_suspended_detail(),
      variant: 'success',
    });
    await refresh();
  };
  const unsuspend = async (organization: AdminOrganization) => {
    try {
      await apiRequest(`${staffPaths.organizations}/${encodeURIComponent(organization.id)}/unsuspend`, {
        method: 'POST',
      });
      toast({ title: m.admin_orgs_unsuspended_done({ company: organization.companyName }), variant: 'success' });
    } catch (error) {
      toast({ title: m.admin_could_not_lift(), description: errorMessage(error), variant: 'destructive' });
    }
    await refresh();
  };

  return (
    <div className="grid gap-4">
      <form
        role="search"
        aria-label={m.admin_orgs_search_form()}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(draft.trim());
        }}
      >
        <div className="grid min-w-60 flex-1 gap-1.5">
          <label htmlFor="organization-search" className="text-sm font-medium">
            {m.admin_orgs_search_label()}
          </label>
          <input
            id="organization-search"
            type="search"
            placeholder={m.admin_orgs_search_placeholder()}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            disabled={!hydrated}
            className={inputClass}
          />
        </div>
        <Button type="submit" disabled={!hydrated}>
          {m.admin_search()}
        </Button>
      </form>
      <QueryState
        query={organizations}
        label={m.admin_orgs_loading()}
        empty={m.admin_orgs_empty()}
        isEmpty={(data) => pageItems(data).length === 0}
      >
        {(data) =>
          pageItems(data).map((o) => (
            <section
              key={o.id}
              aria-label={o.companyName}
              className="grid gap-3 rounded-lg border border-border bg-card p-4"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="text-lg font-semibold">
                    {o.companyName} <span className="text-sm font-normal text-muted-foreground">({o.companyId})</span>
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {o.billingProfile
                      ? `${o.billingProfile.legalName}, ${o.billingProfile.city}, ${o.billingProfile.country}${o.billingProfile.vatNumber ? ` · ${m.admin_orgs_vat({ number: o.billingProfile.vatNumber })}` : ''}`
                      : m.admin_orgs_no_billing_profile()}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  {o.suspension ? (
                    <Badge tone="danger">{m.admin_orgs_suspended()}</Badge>
                  ) : (
                    <Badge tone="success">{m.admin_orgs_active()}</Badge>
                  )}
                  {o.companyId === me.companyId ? null : o.suspension ? (
                    <Button size="sm" variant="outline" onClick={() => void unsuspend(o)}>
                      {m.admin_orgs_lift()}
                    </Button>
                  ) : (
                    <Button size="sm" variant="outline" onClick={() => setSuspending(o)}>
                      {m.admin_orgs_suspend()}
                    </Button>
                  )}
                </div>
              </div>
              <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
                <div>
                  <dt className="text-muted-foreground">{m.admin_orgs_support_plan()}</dt>
                  <dd>{o.plan.name}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{m.admin_orgs_clusters()}</dt>
                  <dd>{o.clusterCount}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{m.admin_orgs_billing_currency()}</dt>
                  <dd>{o.billingCurrency ?? m.admin_orgs_billing_currency_open()}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{m.admin_orgs_billed()}</dt>
                  <dd data-testid="organization-billed">
                    {o.billedBeforeVat
                      ? formatMinorUnits(o.billedBeforeVat.amount, o.billedBeforeVat.currency)
                      : m.admin_orgs_nothing_billed()}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{m.admin_orgs_members()}</dt>
                  <dd>{o.members.length}</dd>
                </div>
              </dl>
              {o.suspension ? (
                <p className="text-sm text-destructive">
                  {m.admin_orgs_suspended_reason({ reason: o.suspension.reason })}
                </p>
              ) : null}
              {o.members.length > 0 ? (
                <ul className="divide-y divide-border rounded-md border border-border text-sm">
                  {o.members.map((member) => (
                    <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                      <span>
                        <span className="font-medium">{member.name}</span> · {member.username} · {member.email} ·{' '}
                        {roleLabel(member.role)}
                        {member.disabled ? ` · ${m.admin_orgs_member_disabled()}` : ''}
                      </span>
                      {member.id === me.id ? null : (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setMoving({ member, from: o })}
                          aria-label={m.admin_orgs_move_named({ username: member.username })}
                        >
                          {m.admin_orgs_move()}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))
        }
      </QueryState>
      <LoadMore query={organizations}>{m.admin_orgs_load_more()}</LoadMore>
      {suspending ? (
        <TextPromptDialog
          title={m.admin_orgs_suspend_title({ company: suspending.companyName })}
          label={m.admin_reason()}
          help={m.admin_orgs_suspend_help()}
          schema={requiredText(m.admin_orgs_enter_reason(), 500)}
          name="reason"
          maxLength={500}
          confirmLabel={m.admin_orgs_suspend_confirm()}
          destructive
          onConfirm={(reason) => suspend(suspending, reason)}
          onClose={() => setSuspending(undefined)}
        />
      ) : null}
      {moving ? (
        <MoveUserDialog
          member={moving.member}
          from={moving.from.companyName}
          onMoved={async () => {
            setMoving(undefined);
            await refresh();
          }}
          onClose={() => setMoving(undefined)}
        />
      ) : null}
    </div>
  );
}
