import {
  analyseText,
  duplicateKey,
  exactDuplicates,
  foldDuplicates,
  freshLanguageModel,
  guessLanguage,
  isBlank,
  isStopWord,
  jaccard,
  nearDuplicateGroups,
  normaliseText,
  removeStopWords,
  shingles,
  simpleWords,
  truncateText,
} from './index';

describe('normaliseText', () => {
  it('composes to NFC, folds typographic marks, lower-cases and collapses whitespace', () => {
    expect(normaliseText('  Cafe\u0301\t\u2018Menu\u2019  \n NOW\u200b ')).toBe("café 'menu' now");
    expect(normaliseText('Caf\u00e9')).toBe(normaliseText('Cafe\u0301'));
    expect(normaliseText('“Quoted” – dash')).toBe('"quoted" - dash');
  });
  it('builds duplicate keys that ignore punctuation and case', () => {
    expect(duplicateKey('Pay my bill!!')).toBe(duplicateKey('pay   my bill'));
    expect(duplicateKey("Don't  stop")).toBe('dont stop');
    expect(duplicateKey('pay my bill')).not.toBe(duplicateKey('pay my bills'));
  });
  it('detects blank texts and truncates long ones at a word boundary', () => {
    expect(isBlank(' ... !! ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
    expect(truncateText('aaaa bbbb cccc', 11)).toBe('aaaa bbbb');
    expect(truncateText('short', 11)).toBe('short');
    expect(truncateText('x'.repeat(50), 10)).toBe('x'.repeat(10));
  });
});

describe('tokenising, stop words and lemmas', () => {
  it('splits plain words keeping inner apostrophes', () => {
    expect(simpleWords("what's the weather in são paulo, 2 days?")).toEqual([
      "what's",
      'the',
      'weather',
      'in',
      'são',
      'paulo',
      '2',
      'days',
    ]);
  });
  it('knows English stop words', () => {
    expect(isStopWord('the')).toBe(true);
    expect(isStopWord('invoice')).toBe(false);
    expect(removeStopWords(['cancel', 'the', 'order'])).toEqual(['cancel', 'order']);
  });
  it('reads a text the same way whatever was read before, from a fresh start', () => {
    freshLanguageModel();
    const first = analyseText("do i have money for nike's");
    expect(first.lemmas.slice(-2)).toEqual(['nike', "'s"]);
    // Once wink-nlp has met the word whole (before a comma), it keeps it whole everywhere...
    analyseText("i want some nike's, is there enough");
    expect(analyseText("do i have money for nike's").lemmas.slice(-1)).toEqual(["nike's"]);
    // ...which a fresh start forgets, as every analysis makes one.
    freshLanguageModel();
    expect(analyseText("do i have money for nike's")).toEqual(first);
  });
  it('can start afresh again and again', () => {
    for (let round = 0; round < 15; round++) freshLanguageModel();
    expect(analyseText('the cards').lemmas).toEqual(['the', 'card']);
  });
  it('lemmatises, drops punctuation and maps numbers to one token', () => {
    const a = analyseText('the cards were running late, 3 times!');
    expect(a.lemmas).toEqual(['the', 'card', 'be', 'run', 'late', '#num', 'time']);
    expect(a.stop[0]).toBe(true);
    expect(a.alphaWords).toBe(6);
    expect(a.knownWords).toBe(6);
  });
});

describe('guessLanguage', () => {
  const guess = (t: string): string => guessLanguage(t, analyseText(normaliseText(t))).language;
  it('keeps short English texts English even when they look foreign to n-gram detectors', () => {
    expect(guess('set a timer for 10 minutes')).toBe('en');
    expect(guess('alarm settings')).toBe('en');
    expect(guess('define antebellum')).toBe('en');
  });
  it('reports texts in other languages', () => {
    expect(guess('quel temps fait-il demain à paris')).toBe('fr');
    expect(guess('wie spät ist es heute abend bitte')).toBe('de');
    expect(guess('¿dónde está la biblioteca? necesito un libro')).toBe('es');
  });
  it('says undetermined for texts without words', () => {
    expect(guess('12345 !!!')).toBe('und');
  });
});

describe('duplicates', () => {
  it('groups exact duplicates up to case and punctuation, keeping first occurrences', () => {
    const d = exactDuplicates(['Pay my bill', 'hello', 'pay my bill!', 'HELLO', 'new']);
    expect(Array.from(d.unique)).toEqual([0, 1, 4]);
    expect(Array.from(d.representative)).toEqual([0, 1, 0, 1, 4]);
    expect(Array.from(d.groupOf)).toEqual([0, 1, 0, 1, 2]);
  });
  it('computes Jaccard similarity of shingle sets', () => {
    expect(jaccard(Uint32Array.of(1, 2, 3), Uint32Array.of(2, 3, 4))).toBe(0.5);
    expect(jaccard(shingles('abc'), shingles('abc'))).toBe(1);
    expect(jaccard(new Uint32Array(0), new Uint32Array(0))).toBe(1);
  });
  it('finds near-duplicates and leaves different texts apart', () => {
    const texts = [
      'I would like to cancel my subscription today please',
      'the app crashes when I open the settings page',
      'I would like to cancel my subscription today, please!',
      'i would like to cancel my subscriptions today please',
      'what is the weather like tomorrow in london',
    ];
    const groups = Array.from(nearDuplicateGroups(texts));
    expect(groups).toEqual([0, 1, 0, 0, 4]);
  });
  it('folds exact duplicates, and near-duplicates only among long texts', () => {
    const long = 'When I export a report with more than ten thousand rows the download never finishes and I have to retry';
    const texts = [
      long,
      'turn on the lights',
      `${long}.`,
      'turn off the lights',
      long.replace('I have to retry', 'I must retry'),
      'Turn on the lights!',
    ];
    const folded = foldDuplicates(texts);
    expect(Array.from(folded.representatives)).toEqual([0, 1, 3]);
    expect(Array.from(folded.groupOf)).toEqual([0, 1, 0, 2, 0, 1]);
    expect(folded.exact).toBe(2);
    expect(folded.near).toBe(1);
  });
  it('does not depend on the order of the input beyond naming the first member', () => {
    const texts = ['alpha beta gamma delta', 'zeta eta theta', 'alpha beta gamma delta!'];
    const reversed = [...texts].reverse();
    const a = nearDuplicateGroups(texts);
    const b = nearDuplicateGroups(reversed);
    expect(a[0] === a[2]).toBe(true);
    expect(b[0] === b[2]).toBe(true);
    expect(a[1]).toBe(1);
  });
});
