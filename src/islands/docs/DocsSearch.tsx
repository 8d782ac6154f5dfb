// No cn(): tailwind-merge would add ~9 kB gzipped to every docs page, over the page-weight budget.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { loadSearchIndex } from './search-index-loader.ts';
import { search } from './search.ts';
import type { PreparedIndex, SearchResult } from './search.ts';
import { m } from '../../shared/i18n/messages.ts';

type Status = 'idle' | 'loading' | 'ready' | 'error';

function statusMessage(status: Status, query: string, results: SearchResult[]): string {
  if (!query.trim()) return '';
  if (status === 'loading' || status === 'idle') return m.docs_search_loading();
  if (status === 'error') return m.docs_search_unavailable();
  if (results.length === 0) return m.docs_search_no_results({ query: query.trim() });
  return m.docs_search_results_count({ count: results.length });
}

/**
 * Search box over every doc and tutorial. It fetches the pre-built index on first focus and
 * searches in the browser; the results follow the ARIA combobox + listbox pattern (arrows move,
 * Enter opens, Escape closes), and a polite live region announces the count.
 */
export function DocsSearch({ label: givenLabel, className }: { label?: string; className?: string }) {
  const label = givenLabel ?? m.docs_search_label();
  const id = useId();
  const listId = `${id}-results`;
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<PreparedIndex | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const results = useMemo(() => (index && query.trim() ? search(index, query) : []), [index, query]);
  const expanded = open && results.length > 0;
  const inputRef = useRef<HTMLInputElement>(null);
  const message = statusMessage(status, query, results);

  function ensureIndex() {
    if (status === 'loading' || status === 'ready') return;
    setStatus('loading');
    loadSearchIndex().then(
      (loaded) => {
        setIndex(loaded);
        setStatus('ready');
      },
      () => setStatus('error'),
    );
  }

  // The box is server-rendered and hydrates when the browser is idle: pick up anything typed
  // (and the focus) from before hydration, which React would otherwise ignore.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, at hydration.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const focused = document.activeElement === input;
    if (input.value) setQuery(input.value);
    if (focused || input.value) ensureIndex();
    if (focused) setOpen(true);
    // Runs once, at hydration.
  }, []);

  // Keep the highlighted option visible when arrowing through a list taller than the popup.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  function go(result: SearchResult | undefined) {
    if (result) window.location.assign(result.doc.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = results.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current <= 0 ? count - 1 : current - 1));
    } else if (event.key === 'Enter' && count > 0) {
      event.preventDefault();
      go(results[active >= 0 ? active : 0]);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  }

  return (
    <div role="search" aria-label={label} className={className ? `relative ${className}` : 'relative'}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        // type="text": HTML allows role="combobox" on a text input, not on type="search".
        type="text"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={m.docs_search_placeholder()}
        value={query}
        onFocus={() => {
          ensureIndex();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground"
      />
      <p
        aria-live="polite"
        className={expanded ? 'mt-1 text-xs text-muted-foreground sr-only' : 'mt-1 text-xs text-muted-foreground'}
      >
        {message}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={m.docs_search_results()}
        hidden={!expanded}
        className="absolute inset-x-0 top-11 z-30 max-h-[min(28rem,70vh)] overflow-y-auto rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {results.map((result, position) => (
          <li
            key={result.doc.url}
            id={`${id}-option-${position}`}
            role="option"
            aria-selected={position === active}
            // Keep focus in the input so the popup stays open until the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(result)}
            onMouseMove={() => setActive(position)}
            className="cursor-pointer rounded-sm px-3 py-2 aria-selected:bg-accent aria-selected:text-accent-foreground"
          >
            <span className="block text-sm font-medium">{result.doc.title}</span>
            <span className="block text-xs text-muted-foreground">
              {result.doc.kind === 'tutorial'
                ? m.docs_search_kind_tutorial()
                : m.docs_search_kind_doc({ section: result.doc.section })}
            </span>
            {result.snippet && (
              <span className="mt-1 line-clamp-2 block text-xs text-muted-foreground">
                {result.snippet.before}
                <mark className="rounded-sm bg-yellow-200 px-0.5 text-slate-900">{result.snippet.match}</mark>
                {result.snippet.after}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
