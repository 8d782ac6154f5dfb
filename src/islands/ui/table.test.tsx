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
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Total', 'Actions']);
    expect(within(table).getByRole('columnheader', { name: 'Actions' }).querySelector('.sr-only')).not.toBeNull();
    expect(within(table).getByRole('rowheader', { name: 'Ada' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('scrolls inside its own frame, so it never widens the page', () => {
    render(
      <Table caption="Wide" columns={['A']}>
        {null}
      </Table>,
    );
    const frame = screen.getByRole('table', { name: 'Wide' }).parentElement;
    expect(frame?.className).toContain('overflow-x-auto');
    expect(frame?.className).toContain('max-w-full');
  });

  it('shows its caption when asked, hides its headings, and sums up in a footer', () => {
    render(
      <Table
        caption="Order summary"
        captionClassName="font-semibold"
        columns={['Item', { label: 'Amount', align: 'end' }]}
        headingsHidden
        footer={
          <TableRow>
            <TableRowHeader>Total</TableRowHeader>
            <TableCell numeric>$2.00</TableCell>
          </TableRow>
        }
        data-summary
      >
        <TableRow>
          <TableRowHeader>Node pool</TableRowHeader>
          <TableCell numeric>$2.00</TableCell>
        </TableRow>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Order summary' });
    expect(table.querySelector('caption')?.className).not.toContain('sr-only');
    expect(table.querySelector('thead')?.className).toContain('sr-only');
    expect(table.hasAttribute('data-summary')).toBe(true);
    expect(within(table.querySelector('tfoot') as HTMLElement).getByRole('rowheader', { name: 'Total' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('cell', { name: '$2.00' })
        .every((cell) => cell.className.includes('text-right')),
    ).toBe(true);
  });

  it('takes its heading rows written out when a heading carries more than a label', () => {
    render(
      <Table
        caption="Cluster types compared"
        head={
          <tr>
            <td />
            <th scope="col">
              <span aria-hidden="true">■</span> Standard
            </th>
          </tr>
        }
      >
        <TableRow>
          <TableRowHeader>Uptime SLA</TableRowHeader>
          <TableCell>99.9%</TableCell>
        </TableRow>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Cluster types compared' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['■ Standard']);
    expect(within(table).getByRole('row', { name: /Uptime SLA/ })).toBeTruthy();
  });

  it('makes its frame a named, focusable region when it scrolls for keyboard users', () => {
    render(
      <Table caption="Node sizes" columns={['Size']} focusable>
        {null}
      </Table>,
    );
    const region = screen.getByRole('region', { name: 'Node sizes' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: 'Node sizes' })).toBeTruthy();
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
