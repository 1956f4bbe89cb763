import { insertMention, mentionAt, mentionsKept, withMentions } from './mention-query';

describe('mentions in a comment being written', () => {
  it('finds the mention being typed before the caret, only after a space or at the start', () => {
    expect(mentionAt('Ask @bo', 7)).toEqual({ start: 4, query: 'bo' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('mail me at ann@acme.io', 22)).toBeNull();
    expect(mentionAt('@bob\nthen', 9)).toBeNull();
  });

  it('writes the chosen name and keeps the mention while the name stays in the text', () => {
    expect(insertMention('Ask @bo please', 7, 4, 'Bob Stone')).toEqual({ text: 'Ask @Bob Stone  please', caret: 15 });
    const bob = { user_id: 'u-2', name: 'Bob Stone' };
    expect(mentionsKept('Ask @Bob Stone', [bob])).toEqual(['u-2']);
    expect(mentionsKept('Ask Bob', [bob])).toEqual([]);
  });

  it('splits a comment into text and the mentions of its members, longest name first, names with special characters as they are', () => {
    expect(withMentions('Hi @Ann Lee and @Ann, see (a+b)', ['Ann', 'Ann Lee'])).toEqual([
      { text: 'Hi ', mention: false },
      { text: '@Ann Lee', mention: true },
      { text: ' and ', mention: false },
      { text: '@Ann', mention: true },
      { text: ', see (a+b)', mention: false },
    ]);
    expect(withMentions('@J.R. (ops) here', ['J.R. (ops)'])).toEqual([
      { text: '@J.R. (ops)', mention: true },
      { text: ' here', mention: false },
    ]);
    expect(withMentions('<b>no one</b>', [])).toEqual([{ text: '<b>no one</b>', mention: false }]);
  });
});
