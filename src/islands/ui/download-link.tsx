import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { ApiError } from '../lib/api-error.ts';
import { apiResponse } from '../lib/api/client.ts';
import { toast } from '../stores/toasts.ts';
import { m } from '../../shared/i18n/messages.ts';

/** The file name a `Content-Disposition: attachment; filename="…"` header gives, if any. */
export function dispositionFilename(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/i.exec(header);
  return (plain?.[1] ?? plain?.[2]) || undefined;
}

/**
 * Fetches a file and saves it, or answers the server's refusal as an error: a plain
 * `<a download>` would save whatever comes back, a 403's JSON included, as the file.
 */
export async function downloadFile(href: string, filename?: string): Promise<void> {
  let response: Response;
  try {
    response = await apiResponse(href);
  } catch (error) {
    // A refusal is the server's to explain; no answer at all is the network's.
    if (error instanceof ApiError) throw error;
    throw new Error(m.ui_download_unreachable());
  }
  const blob = await response.blob();
  const name =
    filename ||
    dispositionFilename(response.headers.get('Content-Disposition')) ||
    new URL(href, window.location.href).pathname.split('/').pop() ||
    'download';
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has started the download by now; the object URL is only needed that long.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type DownloadLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'download' | 'href'> & {
  href: string;
  /** The saved file's name; by default the one the server gives. */
  filename?: string;
};

/**
 * A link that downloads its file: a plain click fetches it and saves it only when the server
 * answers with it, else shows the server's reason (a refusal, an expired file) in a toast. The
 * address stays a real link (copied, opened in a new tab with a modifier key).
 */
export function DownloadLink({ href, filename, onClick, children, ...rest }: DownloadLinkProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    downloadFile(href, filename).catch((error: unknown) => {
      toast({
        title: m.ui_download_failed(),
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    });
  };
  return (
    <a {...rest} href={href} download={filename ?? ''} onClick={click}>
      {children}
    </a>
  );
}
