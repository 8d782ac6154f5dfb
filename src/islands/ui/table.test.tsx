// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state.tsx';
import { Table, TableCell, TableRow, TableRowHeader } from './table.tsx';

afterEach(cleanup);

describe('Table', () => {
  it('is named by its caption, with column headings (hidden ones still read) and row headings', () => {
    render(
      <Table caption="Users" columns={['Name', { label: 'Total', align: 'end' }, { label: 'Actions', hidden: true }]}>
        <TableRow>
          <TableRowHeader>Ada</TableRowHeader>
          <TableCell>$1.00</TableCell>
          <TableCell>
            <button>Manage Ada</button>
          </TableCell>
        </TableRow>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Total', 'Actions']);
    expect(within(table).getByRole('columnheader', { name: 'Actions' }).querySelector('.sr-only')).not.toBeNull();
    expect(within(table).getByRole('rowheader', { name: 'Ada' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('scrolls inside its own frame, so it never widens the page', () => {
    render(<Table caption="Wide" columns={['A']}>{null}</Table>);
    const frame = screen.getByRole('table', { name: 'Wide' }).parentElement;
    expect(frame?.className).toContain('overflow-x-auto');
    expect(frame?.className).toContain('max-w-full');
  });
});

describe('EmptyState', () => {
  it('shows what to do when a list is empty', () => {
    render(
      <EmptyState>
        No order yet. <a href="/dashboard/marketplace">Open the marketplace</a>
      </EmptyState>,
    );
    expect(screen.getByRole('link', { name: 'Open the marketplace' })).toBeTruthy();
  });
});
