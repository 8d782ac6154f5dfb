/** The domain part of an e-mail address, lower case ('' when there is none). */
export function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** A DNS name with at least two labels (example.com), each 1–63 letters, digits or inner hyphens. */
export function isDomainName(value: string): boolean {
  return (
    value.length <= 253 &&
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/.test(value)
  );
}

/**
 * Public e-mail services: anyone can hold an address there, so an owner's verified address in
 * one of them proves nothing about the domain, and no organization may reserve it.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.fr',
  'live.com',
  'live.fr',
  'msn.com',
  'yahoo.com',
  'yahoo.fr',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.fr',
  'web.de',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'mail.com',
  'yandex.com',
  'zoho.com',
  'tutanota.com',
]);

/** True for a domain of a public e-mail service. */
export const isPublicMailDomain = (domain: string) => PUBLIC_MAIL_DOMAINS.has(domain);
