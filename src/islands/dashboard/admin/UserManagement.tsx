import { useState } from 'react';
import { QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { m } from '../../../shared/i18n/messages.ts';
import type { User } from '../../auth/auth.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/input-class.ts';
import { LoadMore, nextCursor, pageItems } from '../../ui/load-more.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { Table, TableCell, TableRow } from '../../ui/table.tsx';
import { Badge } from './Badge.tsx';
import {
  getJson,
  staffKeys,
  roleLabel,
  ROLES,
  staffPaths,
  withQuery,
  type AdminUser,
  type AdminUserPage,
} from './staff.queries.ts';
import { UserDetailDialog } from './UserDetailDialog.tsx';

type Filters = { q: string; role: string; officersAccess: string; disabled: string; mfa: string; verified: string };
const NO_FILTERS: Filters = { q: '', role: '', officersAccess: '', disabled: '', mfa: '', verified: '' };

/** The filters beside the search, in the page's language. */
const selects = (): { name: Exclude<keyof Filters, 'q'>; label: string; options: [string, string][] }[] => [
  {
    name: 'role',
    label: m.admin_users_filter_role(),
    options: [['', m.admin_users_any_role()], ...ROLES.map((role): [string, string] => [role, roleLabel(role)])],
  },
  {
    name: 'officersAccess',
    label: m.admin_users_filter_officers(),
    options: [
      ['', m.admin_users_any()],
      ['true', m.admin_yes()],
      ['false', m.admin_no()],
    ],
  },
  {
    name: 'disabled',
    label: m.admin_users_filter_account(),
    options: [
      ['', m.admin_users_any()],
      ['false', m.admin_active()],
      ['true', m.admin_disabled()],
    ],
  },
  {
    name: 'mfa',
    label: m.admin_users_filter_mfa(),
    options: [
      ['', m.admin_users_any()],
      ['true', m.admin_on()],
      ['false', m.admin_off()],
    ],
  },
  {
    name: 'verified',
    label: m.admin_users_filter_email(),
    options: [
      ['', m.admin_users_any()],
      ['true', m.admin_users_verified()],
      ['false', m.admin_users_not_verified()],
    ],
  },
];

const columns = () => [
  m.admin_users_name(),
  m.admin_users_email(),
  m.admin_users_organization(),
  m.admin_users_role(),
  m.admin_users_officers(),
  m.admin_users_mfa(),
  m.admin_users_status(),
  { label: m.admin_actions(), hidden: true },
];

/** Island of /user-management: every user, searched and filtered, and the actions on one of them. */
export function UserManagement({ user }: { user: User }) {
  return (
    <QueryClientProvider client={queryClient}>
      <UsersTable me={user} />
    </QueryClientProvider>
  );
}

function UsersTable({ me }: { me: User }) {
  // Controls stay disabled until hydrated: text typed before would be reset by React.
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [selected, setSelected] = useState<AdminUser>();
  const path = withQuery(staffPaths.users, filters);
  const users = useInfiniteQuery({
    queryKey: staffKeys.read(path),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      getJson<AdminUserPage>(withQuery(staffPaths.users, { ...filters, cursor: pageParam || undefined }), signal),
    getNextPageParam: nextCursor,
  });

  return (
    <div className="grid gap-4">
      <form
        role="search"
        aria-label={m.admin_users_search_form()}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
        }}
      >
        <div className="grid min-w-60 flex-1 gap-1.5">
          <label htmlFor="user-search" className="text-sm font-medium">
            {m.admin_users_search_label()}
          </label>
          <input
            id="user-search"
            type="search"
            placeholder={m.admin_users_search_placeholder()}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            disabled={!hydrated}
            className={inputClass}
          />
        </div>
        {selects().map((select) => (
          <div key={select.name} className="grid gap-1.5">
            <label htmlFor={`filter-${select.name}`} className="text-sm font-medium">
              {select.label}
            </label>
            <select
              id={`filter-${select.name}`}
              value={draft[select.name]}
              onChange={(event) => {
                const next = { ...draft, [select.name]: event.target.value };
                setDraft(next);
                setFilters(next);
              }}
              disabled={!hydrated}
              className={inputClass}
            >
              {select.options.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <Button type="submit" disabled={!hydrated}>
          {m.admin_search()}
        </Button>
      </form>

      <QueryState
        query={users}
        label={m.admin_users_loading()}
        empty={m.admin_users_empty()}
        isEmpty={(data) => pageItems(data).length === 0}
      >
        {(data) => (
          <Table caption={m.admin_users_caption()} columns={columns()}>
            {pageItems(data).map((u) => (
              <TableRow key={u.id}>
                <TableCell>
                  <span className="font-medium">{u.name}</span>
                  <span className="block text-muted-foreground">{u.username}</span>
                </TableCell>
                <TableCell>
                  {u.email}
                  {u.emailVerified ? null : (
                    <span className="block text-muted-foreground">{m.admin_users_not_verified()}</span>
                  )}
                </TableCell>
                <TableCell>
                  {u.organization ? `${u.organization.companyName} (${u.organization.companyId})` : '—'}
                </TableCell>
                <TableCell>{roleLabel(u.role)}</TableCell>
                <TableCell>{u.officersAccess ? m.admin_yes() : m.admin_no()}</TableCell>
                <TableCell>{u.mfaEnabled ? m.admin_on() : m.admin_off()}</TableCell>
                <TableCell>
                  {u.disabled ? (
                    <Badge tone="danger">{m.admin_disabled()}</Badge>
                  ) : (
                    <Badge tone="success">{m.admin_active()}</Badge>
                  )}
                </TableCell>
                <TableCell>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setSelected(u)}
                    aria-label={m.admin_users_manage_named({ username: u.username })}
                  >
                    {m.admin_users_manage()}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </Table>
        )}
      </QueryState>
      <LoadMore query={users}>{m.admin_users_load_more()}</LoadMore>
      {selected ? <UserDetailDialog user={selected} me={me} onClose={() => setSelected(undefined)} /> : null}
    </div>
  );
}
