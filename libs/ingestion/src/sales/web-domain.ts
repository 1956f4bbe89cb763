/**
 * Company domains from what CRM exports and surveys hold: a website (https://www.acme.com/about),
 * a bare domain, or someone's email address. One implementation for the sales records' domains
 * and the survey's email_domain attribute, so the two always match.
 */

/** Dot-separated labels of letters, digits and inner hyphens, ending in a letters-only top level. */
const HOST = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;
const EMAIL = /^(?:mailto:)?[^\s@]+@([^\s@]+)$/i;

/** Hosts anyone can get an address at: an address there says nothing about the company. */
const FREE_MAIL_HOSTS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'mail.ru',
  'qq.com',
  '163.com',
]);
/** Providers with one host per country (gmx.de, yandex.ru, yahoo.co.uk, hotmail.fr). */
const FREE_MAIL_PROVIDER = /^(?:gmx|yandex|yahoo|hotmail|outlook|live)\.(?:[a-z]{2,3}\.)?[a-z]{2,}$/;

const hostOrUndefined = (text: string): string | undefined => {
  const host = text.toLowerCase().replace(/\.$/, '');
  return HOST.test(host) ? host : undefined;
};

/** The lower-cased host of an email address (ann@Acme.com: acme.com), or undefined when it is not one. */
export function hostOfEmail(value: string): string | undefined {
  const match = EMAIL.exec(value.trim());
  return match === null ? undefined : hostOrUndefined(match[1]);
}

/** The host of a web address or bare domain, without scheme, credentials, port, path or www. */
function hostOfWebsite(value: string): string | undefined {
  const authority = value
    .trim()
    .replace(/^[a-z][a-z\d+.-]*:\/\//i, '')
    .split(/[/?#]/)[0];
  const host = hostOrUndefined(authority.replace(/^[^@]*@/, '').replace(/:\d*$/, ''));
  return host?.replace(/^www\d*\./, '');
}

export const isFreeMailHost = (host: string): boolean => FREE_MAIL_HOSTS.has(host) || FREE_MAIL_PROVIDER.test(host);

/** The company's domain a website, domain or email cell gives, or undefined (unreadable, or free mail). */
export function companyDomainOf(value: string): string | undefined {
  const host = hostOfEmail(value) ?? hostOfWebsite(value);
  return host === undefined || isFreeMailHost(host) ? undefined : host;
}
