import { DomainError } from '@app/domain';
import { revisionOf } from './if-match';

describe('If-Match revisions', () => {
  it('reads a revision bare, quoted or as a weak tag, and nothing without the header', () => {
    expect(revisionOf(undefined)).toBeUndefined();
    expect(revisionOf('3')).toBe(3);
    expect(revisionOf(' "12" ')).toBe(12);
    expect(revisionOf('W/"0"')).toBe(0);
    expect(revisionOf('-1')).toBe(-1);
  });

  it('refuses anything else with IF_MATCH_INVALID rather than ignoring it', () => {
    for (const header of ['', '*', 'abc', '"3', '03', '1.5', '"1","2"', ['1', '2']]) {
      expect(() => revisionOf(header)).toThrow(DomainError);
      try {
        revisionOf(header);
      } catch (error) {
        expect((error as DomainError).code).toBe('IF_MATCH_INVALID');
      }
    }
  });
});
