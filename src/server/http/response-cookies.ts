import { parseCookie, stringifySetCookie } from 'cookie';
import type { CookieJar } from './endpoint-context.ts';

/** Incoming cookies, and the Set-Cookie headers the handler asked for. */
export class ResponseCookies implements CookieJar {
  #header: string | undefined;
  #incoming: Record<string, string | undefined> | undefined;
  outgoing: string[] = [];

  constructor(header: string | undefined) {
    this.#header = header;
  }

  get(name: string) {
    // Parsed at the first read: a request that reads no cookie (a public read) parses none.
    this.#incoming ??= this.#header ? parseCookie(this.#header) : {};
    const value = this.#incoming[name];
    return value === undefined ? undefined : { value };
  }

  set(name: string, value: string, options: Parameters<CookieJar['set']>[2]) {
    this.outgoing.push(stringifySetCookie({ name, value, ...options }));
  }

  delete(name: string, options: Parameters<CookieJar['delete']>[1]) {
    this.outgoing.push(stringifySetCookie({ name, value: '', ...options, expires: new Date(0), maxAge: 0 }));
  }
}
