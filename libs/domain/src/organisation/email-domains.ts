import { organisationErrors } from './organisation.errors';

// Webmail providers: admitting "everyone at gmail.com" would admit the whole world.
const PUBLIC_EMAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'live.com', 'msn.com', 'icloud.com', 'me.com',
  'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.de', 'web.de', 'mail.com', 'yandex.com', 'yandex.ru',
  'qq.com', '163.com', 'naver.com', 'daum.net', 'yahoo.co.jp', 'orange.fr', 'free.fr', 'uol.com.br', 'bol.com.br',
]);

export function isPublicEmailDomain(domain: string): boolean {
  return PUBLIC_EMAIL_DOMAINS.has(domain.trim().toLowerCase());
}

const DOMAIN_SHAPE = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const MAX_EMAIL_DOMAINS = 20;

/** Lower-cases, trims and de-duplicates; refuses malformed and public webmail domains. */
export function normaliseEmailDomains(domains: string[]): string[] {
  const unique = [...new Set(domains.map((domain) => domain.trim().toLowerCase().replace(/^@/, '')))];
  if (unique.length > MAX_EMAIL_DOMAINS) throw organisationErrors.tooManyDomains();
  for (const domain of unique) {
    if (!DOMAIN_SHAPE.test(domain)) throw organisationErrors.invalidDomain(domain);
    if (PUBLIC_EMAIL_DOMAINS.has(domain)) throw organisationErrors.publicDomain(domain);
  }
  return unique.sort();
}
