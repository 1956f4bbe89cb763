import { readComposedMessage } from './slash-command';

describe('reading what was typed in the message box', () => {
  it('takes text as a question, trimmed', () => {
    expect(readComposedMessage('  Why do exports fail?\n')).toEqual({ kind: 'question', query: 'Why do exports fail?' });
  });

  it('takes /memory alone as the whole history, and the words after it as a filter', () => {
    expect(readComposedMessage('/memory')).toEqual({ kind: 'memory', filter: '' });
    expect(readComposedMessage(' /MEMORY  ')).toEqual({ kind: 'memory', filter: '' });
    expect(readComposedMessage('/memory   late   refunds ')).toEqual({ kind: 'memory', filter: 'late refunds' });
  });

  it('knows no other command: a slash elsewhere, or /memorable, is a question', () => {
    expect(readComposedMessage('/memorable moments')).toEqual({ kind: 'question', query: '/memorable moments' });
    expect(readComposedMessage('exports /memory')).toEqual({ kind: 'question', query: 'exports /memory' });
  });

  it('finds nothing to send in spaces alone', () => {
    expect(readComposedMessage(' \n ')).toEqual({ kind: 'empty' });
  });
});
