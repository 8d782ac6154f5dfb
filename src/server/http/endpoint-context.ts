import type { IncomingHttpHeaders } from 'node:http';

/** Cookie attributes the API sets. */
export type CookieOptions = {
  httpOnly?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
  path?: string;
  maxAge?: number;
};

/** Reading and setting cookies; Astro's AstroCookies fits too (pages), and so does the router's jar. */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  delete(name: string, options: Omit<CookieOptions, 'maxAge'>): void;
}

/**
 * What an endpoint may use of its request. Built once per request by the API router from Node's
 * own request: headers are Node's parsed object (lower-case names), never a rebuilt `Request`.
 */
export type EndpointContext = {
  method: string;
  url: URL;
  params: Record<string, string | undefined>;
  headers: IncomingHttpHeaders;
  locals: App.Locals;
  clientAddress: string;
  cookies: CookieJar;
  /** The request's id (X-Request-Id, sent or made), when the server began one. */
  requestId?: string;
};
