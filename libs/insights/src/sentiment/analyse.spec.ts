import { analyseSentiment } from './analyse';
import { DEV_SET } from './dev-set.spec-helper';

const label = (text: string) => analyseSentiment(text).label;

describe('analyseSentiment', () => {
  it('reads plain opinions', () => {
    expect(label('I love this phone.')).toBe('positive');
    expect(label('This is the worst headset I have ever owned.')).toBe('negative');
    expect(label('The food was delicious.')).toBe('positive');
    expect(label('The soup was bland and cold.')).toBe('negative');
  });

  it('returns neutral with no evidence for empty or opinion-free text', () => {
    for (const text of ['', '   ', '\n\t', 'The phone has a 6 inch screen.']) {
      expect(analyseSentiment(text)).toEqual({ score: 0, label: 'neutral', evidence: [] });
    }
  });

  it('keeps the score in -1..1 and agrees with the label', () => {
    for (const text of ['GREAT GREAT GREAT!!!! :) :) best ever, love love love', 'awful horrible terrible worst disgusting!!!!', 'good']) {
      const r = analyseSentiment(text);
      expect(r.score).toBeGreaterThanOrEqual(-1);
      expect(r.score).toBeLessThanOrEqual(1);
      expect(Math.sign(r.score)).toBe(r.label === 'positive' ? 1 : -1);
    }
  });

  describe('negation', () => {
    it('flips a negated positive word', () => {
      expect(label('The battery is not good.')).toBe('negative');
      expect(label("I didn't like it.")).toBe('negative');
      expect(label('It is not very comfortable.')).toBe('negative');
      expect(label('Never again.')).toBe('negative');
    });

    it('turns a negated negative word mildly positive', () => {
      const r = analyseSentiment('Not bad at all.');
      expect(r.label).toBe('positive');
      expect(r.score).toBeLessThan(analyseSentiment('Very good.').score);
      expect(label('No problems so far.')).toBe('positive');
    });

    it('reads negated comparatives as superlatives', () => {
      expect(label("I couldn't be happier.")).toBe('positive');
      expect(label('There is nothing better than this.')).toBe('positive');
    });

    it('stops at the end of the clause', () => {
      const r = analyseSentiment("It isn't cheap, but it is excellent.");
      expect(r.label).toBe('positive');
      expect(r.evidence.find((e) => e.term.includes('excellent'))?.weight).toBeGreaterThan(0);
    });

    it('leans negative on a bare negation', () => {
      const r = analyseSentiment('It does not charge.');
      expect(r.label).toBe('negative');
      expect(r.evidence).toHaveLength(1);
    });
  });

  describe('contrast', () => {
    it('gives the clause after "but" more weight', () => {
      expect(label('The screen is nice, but the battery is terrible.')).toBe('negative');
      expect(label('The screen is terrible, but the battery is great.')).toBe('positive');
      expect(label('A bit pricey. But the quality is excellent.')).toBe('positive');
    });

    it('discounts a conceded clause', () => {
      expect(label('Although the wait was long, the food was fantastic.')).toBe('positive');
      expect(label('Despite the nice decor, the meal was awful.')).toBe('negative');
    });
  });

  describe('intensifiers and emphasis', () => {
    it('boosts and dampens', () => {
      const plain = analyseSentiment('The service was good.').score;
      expect(analyseSentiment('The service was extremely good.').score).toBeGreaterThan(plain);
      expect(analyseSentiment('The service was slightly good.').score).toBeLessThan(plain);
    });

    it('reads capitals and exclamation marks as emphasis', () => {
      const plain = analyseSentiment('This is great.').score;
      expect(analyseSentiment('This is GREAT.').score).toBeGreaterThan(plain);
      expect(analyseSentiment('This is great!!!').score).toBeGreaterThan(plain);
    });

    it('reads "too" + adjective as a complaint', () => {
      expect(label('The case is too small.')).toBe('negative');
      expect(label('Way too loud.')).toBe('negative');
    });

    it('reads praise of something else as a complaint about this one', () => {
      expect(label('My old headphones sound better than these.')).toBe('negative');
      expect(label('I expected a better experience.')).toBe('negative');
      // compared with anything else, the praise is for this one
      expect(label('It sounds better than any other speaker.')).toBe('positive');
      expect(label('Sounds better every day.')).toBe('positive');
    });
  });

  it('does not read everyday words as opinions', () => {
    // wink-nlp's list scores these positive; they say nothing about the thing reviewed
    expect(label('I went there and noted the address.')).toBe('neutral');
    expect(label('The screen just went black.')).toBe('neutral');
  });

  it('reads emoticons and emoji', () => {
    expect(label('Arrived today :)')).toBe('positive');
    expect(label('Arrived today :(')).toBe('negative');
    expect(label('Arrived today 😍')).toBe('positive');
    // an emoticon is not negated by a preceding "not"
    expect(label('Not what I ordered, but it is fine :)')).toBe('positive');
  });

  it('reads review phrases and star ratings', () => {
    expect(label('Waste of money.')).toBe('negative');
    expect(label('It stopped working after two days.')).toBe('negative');
    expect(label('Highly recommend it.')).toBe('positive');
    expect(label('I would not recommend this.')).toBe('negative');
    expect(label('5 stars')).toBe('positive');
    expect(label('I give it one star.')).toBe('negative');
    expect(label('We will definitely be back.')).toBe('positive');
    expect(label('We will not be back.')).toBe('negative');
  });

  it('explains the answer with the terms that drove it, strongest first', () => {
    const r = analyseSentiment('The staff were not friendly, but the pizza was absolutely amazing.');
    expect(r.label).toBe('positive');
    expect(r.evidence.map((e) => e.term)).toEqual(['absolutely amazing', 'not friendly']);
    expect(r.evidence[0].weight).toBeGreaterThan(0);
    expect(r.evidence[1].weight).toBeLessThan(0);
  });

  it('is deterministic', () => {
    const text = 'Pretty good phone, though the speaker is a bit weak.';
    expect(analyseSentiment(text)).toEqual(analyseSentiment(text));
  });

  it('handles very long text', () => {
    const text = 'The battery life is great and the screen is sharp. '.repeat(4000) + 'Overall a good buy.';
    const started = Date.now();
    const r = analyseSentiment(text);
    expect(r.label).toBe('positive');
    expect(r.score).toBeLessThanOrEqual(1);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('does not crash on non-English text and does not read it as English', () => {
    for (const text of [
      'Das Essen war sehr lecker und der Service war freundlich.',
      'Очень плохо',
      '这个手机很好',
      'مرحبا بالعالم',
      '🙂‍↔️ ¯\\_(ツ)_/¯',
    ]) {
      const r = analyseSentiment(text);
      expect(['positive', 'negative', 'neutral']).toContain(r.label);
      expect(Number.isFinite(r.score)).toBe(true);
    }
    expect(label('La comida estaba deliciosa pero el servicio fue lento.')).toBe('neutral');
  });

  it('does not crash on odd input', () => {
    for (const text of ['!!!', '...', '\u0000', 'a', "n't", '5/5', 'not', 'but', 'too', 'x'.repeat(10_000)]) {
      expect(() => analyseSentiment(text)).not.toThrow();
    }
    expect(analyseSentiment(undefined as unknown as string).label).toBe('neutral');
  });

  it('labels the hand-written development set well', () => {
    const correct = DEV_SET.filter(([text, gold]) => label(text) === (gold === 1 ? 'positive' : 'negative')).length;
    expect(correct / DEV_SET.length).toBeGreaterThanOrEqual(0.9);
  });
});
