import { splitAnswer } from './answer-text';

describe('cutting an answer at its citations', () => {
  it('makes each cited [n] a citation between runs of text', () => {
    expect(splitAnswer('Such as "late" [1] and "lost" [2].', new Set([1, 2]))).toEqual([
      { kind: 'text', text: 'Such as "late" ' },
      { kind: 'citation', number: 1 },
      { kind: 'text', text: ' and "lost" ' },
      { kind: 'citation', number: 2 },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves a bracketed number that cites nothing as text', () => {
    expect(splitAnswer('"Plan [3] costs more" [1]', new Set([1]))).toEqual([
      { kind: 'text', text: '"Plan [3] costs more" ' },
      { kind: 'citation', number: 1 },
    ]);
  });

  it('keeps an answer without citations whole', () => {
    expect(splitAnswer('No insight matches this question.', new Set())).toEqual([
      { kind: 'text', text: 'No insight matches this question.' },
    ]);
  });
});
