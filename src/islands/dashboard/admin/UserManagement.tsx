import { useState } from 'react';
import { QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import type { User } from '../../auth/auth.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/input-class.ts';
import { LoadMore, nextCursor, pageItems } from '../../ui/load-more.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { Table, TableCell, TableRow } from '../../ui/table.tsx';
import { Badge } from './Badge.tsx';
import { getJson, ROLE_LABELS, staffPaths, withQuery, type AdminUser, type AdminUserPage } from './staff.queries.ts';
import { UserDetailDialog } from './UserDetailDialog.tsx';

type Filters = { q: string; role: string; officersAccess: string; disabled: string; mfa: string; verified: string };
const NO_FILTERS: Filters = { q: '', role: '', officersAccess: '', disabled: '', mfa: '', verified: '' };

const SELECTS: { name: Exclude<keyof Filters, 'q'>; label: string; options: [string, string][] }[] = [
  { name: 'role', label: 'Role', options: [['', 'Any role'], ['user', 'User'], ['admin', 'Admin'], ['super_admin', 'Super admin']] },
  { name: 'officersAccess', label: 'Officers access', options: [['', 'Any'], ['true', 'Yes'], ['false', 'No']] },
  { name: 'disabled', label: 'Account', options: [['', 'Any'], ['false', 'Active'], ['true', 'Disabled']] },
  { name: 'mfa', label: 'Two-factor', options: [['', 'Any'], ['true', 'On'], ['false', 'Off']] },
  { name: 'verified', label: 'E-mail', options: [['', 'Any'], ['true', 'Verified'], ['false', 'Not verified']] },
];

const COLUMNS = ['Name', 'E-mail', 'Organization', 'Role', 'Officers', 'Two-factor', 'Status', { label: 'Actions', hidden: true }];

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
    queryKey: [path],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      getJson<AdminUserPage>(withQuery(staffPaths.users, { ...filters, cursor: pageParam || undefined }), signal),
    getNextPageParam: nextCursor,
  });

  return (
    <div className="grid gap-4">
      <form
        role="search"
        aria-label="User search and filters"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
        }}
      >
        <div className="grid min-w-60 flex-1 gap-1.5">
          <label htmlFor="user-search" className="text-sm font-medium">
            Search users
          </label>
          <input
            id="user-search"
            type="search"
            placeholder="Name, e-mail, username or company"
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            disabled={!hydrated}
            className={inputClass}
          />
        </div>
        {SELECTS.map((select) => (
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
          Search
        </Button>
      </form>

      <QueryState query={users} label="users" empty="No user matches." isEmpty={(data) => pageItems(data).length === 0}>
        {(data) => (
          <Table caption="Users" columns={COLUMNS}>
            {pageItems(data).map((u) => (
              <TableRow key={u.id}>
                <TableCell>
                  <span className="font-medium">{u.name}</span>
                  <span className="block text-muted-foreground">{u.username}</span>
                </TableCell>
                <TableCell>
                  {u.email}
                  {u.emailVerified ? null : <span className="block text-muted-foreground">Not verified</span>}
                </TableCell>
                <TableCell>{u.organization ? `${u.organization.companyName} (${u.organization.companyId})` : '—'}</TableCell>
                <TableCell>{ROLE_LABELS[u.role]}</TableCell>
                <TableCell>{u.officersAccess ? 'Yes' : 'No'}</TableCell>
                <TableCell>{u.mfaEnabled ? 'On' : 'Off'}</TableCell>
                <TableCell>{u.disabled ? <Badge tone="danger">Disabled</Badge> : <Badge tone="success">Active</Badge>}</TableCell>
                <TableCell>
                  <Button size="sm" variant="outline" onClick={() => setSelected(u)} aria-label={`Manage ${u.username}`}>
                    Manage
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </Table>
        )}
      </QueryState>
      <LoadMore query={users}>Load more users</LoadMore>
      {selected ? <UserDetailDialog user={selected} me={me} onClose={() => setSelected(undefined)} /> : null}
    </div>
  );
}
