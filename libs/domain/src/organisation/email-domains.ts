import freeEmailProviders from 'email-providers/all.json';
import disposableEmailDomains from 'disposable-email-domains/index.json';
import disposableEmailWildcards from 'disposable-email-domains/wildcard.json';
import { organisationErrors } from './organisation.errors';

// A domain where anyone can get an address proves no affiliation: admitting "everyone at
// hotmail.co.uk" would admit strangers. The lists are maintained upstream (free webmail providers,
// and disposable-address services) and are data, loaded once with the module.

/** Addresses are compared in ASCII (punycode) form; a few listed domains are written in Unicode. */
function asciiDomain(domain: string): string {
  return /^\p{ASCII}*$/u.test(domain) ? domain : new URL(`http://${domain}`).hostname;
}

const PUBLIC_EMAIL_DOMAINS: ReadonlySet<string> = new Set(
  [...freeEmailProviders, ...disposableEmailDomains, ...disposableEmailWildcards].map((domain) => asciiDomain(domain.trim().toLowerCase())),
);

// Disposable services that hand out any subdomain (alice.33mail.com) are listed as wildcards, so
// their subdomains are public too. Webmail subdomains are matched exactly: the provider list also
// holds public suffixes such as com.ar, and treating every subdomain of those as public would refuse
// every company registered under them.
const PUBLIC_WILDCARD_DOMAINS: ReadonlySet<string> = new Set(disposableEmailWildcards.map((domain) => asciiDomain(domain.toLowerCase())));

function parentDomains(domain: string): string[] {
  const labels = domain.split('.');
  return labels.slice(1).map((_, index) => labels.slice(index + 1).join('.'));
}

/** Free webmail and disposable-address domains, where an address proves no affiliation. */
export function isPublicEmailDomain(domain: string): boolean {
  const normal = domain.trim().toLowerCase();
  return PUBLIC_EMAIL_DOMAINS.has(normal) || parentDomains(normal).some((parent) => PUBLIC_WILDCARD_DOMAINS.has(parent));
}

const DOMAIN_SHAPE = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const MAX_EMAIL_DOMAINS = 20;

/** Whether "everyone at this domain" names a group of colleagues: a well-formed, non-public domain. */
export function emailDomainAdmitsColleagues(domain: string): boolean {
  const normal = domain.trim().toLowerCase();
  return DOMAIN_SHAPE.test(normal) && !isPublicEmailDomain(normal);
}

/** Lower-cases, trims and de-duplicates; refuses malformed and public (webmail, disposable) domains. */
export function normaliseEmailDomains(domains: string[]): string[] {
  const unique = [...new Set(domains.map((domain) => domain.trim().toLowerCase().replace(/^@/, '')))];
  if (unique.length > MAX_EMAIL_DOMAINS) throw organisationErrors.tooManyDomains();
  for (const domain of unique) {
    if (!DOMAIN_SHAPE.test(domain)) throw organisationErrors.invalidDomain(domain);
    if (isPublicEmailDomain(domain)) throw organisationErrors.publicDomain(domain);
  }
  return unique.sort();
}
