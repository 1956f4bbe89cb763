import { normaliseAccountName } from './account-name';

describe('normaliseAccountName', () => {
  it('gives the ways one company is written one key', () => {
    expect(normaliseAccountName('Acme, Inc.')).toBe('acme');
    expect(normaliseAccountName('ACME Incorporated')).toBe('acme');
    expect(normaliseAccountName('  acme  ')).toBe('acme');
  });

  it.each([
    ['Globex Corporation', 'globex'],
    ['Umbrella Corp.', 'umbrella'],
    ['Initech Pty Ltd', 'initech'],
    ['Smith & Co.', 'smith'],
    ['Smith and Company', 'smith'],
    ['Johnson & Johnson', 'johnson and johnson'],
    ['Société Générale S.A.', 'societe generale'],
    ['Müller GmbH', 'muller'],
    ['Hooli, LLC', 'hooli'],
    ['O’Neil Bros. Ltd.', 'oneil bros'],
    ['Stark-Industries PLC', 'stark industries'],
    ['Volvo AB', 'volvo'],
    ['Company', 'company'],
    ['Ｆｕｌｌｗｉｄｔｈ Inc', 'fullwidth'],
    ['株式会社 ソニー', '株式会社 ソニー'],
  ])('%s is %s', (name, key) => {
    expect(normaliseAccountName(name)).toBe(key);
  });
});
