import { DomainError } from '../shared/domain-error';
import { emailDomainAdmitsColleagues, isPublicEmailDomain, normaliseEmailDomains } from './email-domains';

function refusal(domains: string[]): string | null {
  try {
    normaliseEmailDomains(domains);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

describe('public email domains', () => {
  it.each([
    ['hotmail.co.uk', 'a regional webmail domain the old hand-written list missed'],
    ['gmail.com', 'the biggest webmail provider'],
    ['Outlook.FR', 'written in capitals'],
    ['mailinator.com', 'a disposable-address service'],
    ['guerrillamail.com', 'another disposable-address service'],
    ['alice.33mail.com', 'a subdomain of a service that hands out any subdomain'],
    ['xn--mll-hoa.email', 'a listed Unicode domain (müll.email) in its ASCII form'],
  ])('%s is public (%s)', (domain) => {
    expect(isPublicEmailDomain(domain)).toBe(true);
    expect(emailDomainAdmitsColleagues(domain)).toBe(false);
    expect(refusal([domain])).toBe('EMAIL_DOMAIN_PUBLIC');
  });

  it.each([['acme.test'], ['research.acme.io']])('%s is a company domain that admits colleagues', (domain) => {
    expect(isPublicEmailDomain(domain)).toBe(false);
    expect(emailDomainAdmitsColleagues(domain)).toBe(true);
    expect(normaliseEmailDomains([domain])).toEqual([domain]);
  });

  it('matches subdomains of webmail providers exactly, since the list holds public suffixes such as com.ar', () => {
    expect(isPublicEmailDomain('com.ar')).toBe(true);
    expect(isPublicEmailDomain('acme.com.ar')).toBe(false);
  });

  it('admits no colleagues by a malformed domain, even one that is not listed', () => {
    expect(emailDomainAdmitsColleagues('müller.de')).toBe(false);
    expect(emailDomainAdmitsColleagues('')).toBe(false);
  });

  it('refuses a list holding one public domain among company ones', () => {
    expect(refusal(['acme.io', '@Hotmail.co.uk'])).toBe('EMAIL_DOMAIN_PUBLIC');
  });
});
