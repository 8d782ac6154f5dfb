// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { ErrorWithRetry } from './error-with-retry.tsx';
import { QueryState } from './query-state.tsx';

afterEach(cleanup);

/** A list whose request answers with the next of `answers` each time it runs. */
function List({ answers }: { answers: (() => string[])[] }) {
  const query = useQuery({ queryKey: ['things'], queryFn: async () => (answers.shift() ?? (() => []))() });
  return (
    <QueryState query={query} label="things" empty="Nothing here yet.">
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function renderList(answers: (() => string[])[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <List answers={answers} />
    </QueryClientProvider>,
  );
}

describe('QueryState', () => {
  it('announces the loading, then shows the content', async () => {
    renderList([() => ['alpha', 'beta']]);
    expect(screen.getByRole('status').textContent).toBe('Loading things');
    expect((await screen.findAllByRole('listitem')).map((li) => li.textContent)).toEqual(['alpha', 'beta']);
  });

  it('says when there is nothing', async () => {
    renderList([() => []]);
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
  });

  it('shows the server’s message with "Try again", which asks again', async () => {
    renderList([
      () => {
        throw new ApiError('The directory is unavailable.', { status: 503 });
      },
      () => ['alpha'],
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('The directory is unavailable.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('listitem')).textContent).toBe('alpha');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ErrorWithRetry', () => {
  it('announces what failed, and "Try again" repeats the action', async () => {
    let attempts = 0;
    render(
      <ErrorWithRetry onRetry={() => (attempts += 1)} buttonClassName="btn">
        <p>We could not check your session.</p>
      </ErrorWithRetry>,
    );
    expect(screen.getByRole('alert').textContent).toContain('We could not check your session.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(attempts).toBe(1);
  });
});
