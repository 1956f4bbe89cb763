import { focusOrder, focusWords } from './focus';
import { insight } from './writeups.spec-helper';

describe('refinement focus', () => {
  it("keeps the prompt's content words, stemmed, without stop words or words about the write-up", () => {
    expect(focusWords('Please focus more on the Onboarding of new users, and refunds!')).toEqual(['onboarding', 'new', 'user', 'refund']);
    expect(focusWords(null)).toEqual([]);
    expect(focusWords('   ')).toEqual([]);
  });

  it('puts insights sharing more words first, rank breaking ties, and names the words matched', () => {
    const insights = [
      insight('a', { title: 'Pricing confusion' }),
      insight('b', { title: 'Refund delays' }),
      insight('c', { title: 'Setup', keyPhrases: ['onboarding'], summary: 'Refunds after a failed onboarding.' }),
      insight('d', { quotes: [{ snippetId: 'd1', documentId: 'x', text: 'My refund never came' }] }),
    ];
    const order = focusOrder(insights, 'onboarding and refunds');
    expect(order.insights.map((entry) => entry.id)).toEqual(['c', 'b', 'd', 'a']);
    expect([...order.focused]).toEqual(['b', 'c', 'd']);
    expect(order.matchedWords).toEqual(['onboarding', 'refund']);
    expect(focusOrder(insights, null).insights).toEqual(insights);
  });
});
