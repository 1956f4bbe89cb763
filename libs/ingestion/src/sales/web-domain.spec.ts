import { companyDomainOf, hostOfEmail, isFreeMailHost } from './web-domain';

describe('hostOfEmail', () => {
  it.each<[string, string | undefined]>([
    ['ann@Acme.COM', 'acme.com'],
    ['  bo.stone+crm@eu.acme.co.uk ', 'eu.acme.co.uk'],
    ['mailto:ann@acme.com', 'acme.com'],
    ['ann@gmail.com', 'gmail.com'],
    ['ann@acme', undefined],
    ['acme.com', undefined],
    ['ann at acme.com', undefined],
    ['', undefined],
  ])('of %p is %p', (value, host) => {
    expect(hostOfEmail(value)).toBe(host);
  });
});

describe('companyDomainOf', () => {
  it.each<[string, string | undefined]>([
    ['https://www.Acme.com/about?ref=crm', 'acme.com'],
    ['http://acme.com:8080/', 'acme.com'],
    ['www.acme.co.uk', 'acme.co.uk'],
    ['Acme.com', 'acme.com'],
    ['acme.com.', 'acme.com'],
    ['jane.doe@Umbrella.com', 'umbrella.com'],
    ['https://user@acme.com', 'acme.com'],
    ['acme', undefined],
    ['n/a', undefined],
    ['not a site', undefined],
    // Free mail says nothing about the company.
    ['ann@gmail.com', undefined],
    ['bo@googlemail.com', undefined],
    ['cy@yahoo.co.uk', undefined],
    ['dee@gmx.de', undefined],
    ['ed@yandex.ru', undefined],
    ['fay@proton.me', undefined],
    ['gus@163.com', undefined],
    ['hotmail.com', undefined],
  ])('of %p is %p', (value, domain) => {
    expect(companyDomainOf(value)).toBe(domain);
  });
});

describe('isFreeMailHost', () => {
  it.each([
    ['gmail.com', true],
    ['outlook.com', true],
    ['live.com', true],
    ['me.com', true],
    ['mail.ru', true],
    ['qq.com', true],
    ['gmx.net', true],
    ['hotmail.fr', true],
    ['acme.com', false],
    ['gmail.acme.com', false],
    ['gmxtra.com', false],
  ])('%s: %p', (host, free) => {
    expect(isFreeMailHost(host)).toBe(free);
  });
});
