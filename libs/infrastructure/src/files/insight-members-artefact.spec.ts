import { gzipSync } from 'node:zlib';
import {
  decodeInsightMembers,
  decodeInsightMembersAsync,
  encodeInsightMembers,
  InvalidInsightMembersError,
} from './insight-members-artefact';

const members = [
  { snippetId: 'd1:0', documentId: 'd1', sentiment: -0.5 },
  { snippetId: 'd2:7', documentId: 'd2', sentiment: 0.25 },
];

describe('insight members artefact', () => {
  it('decodes what it encoded, in order, on the thread and on the event loop', async () => {
    const bytes = encodeInsightMembers(members);
    expect(decodeInsightMembers(bytes)).toEqual(members);
    await expect(decodeInsightMembersAsync(bytes)).resolves.toEqual(members);
  });

  it('encodes the same members to the same bytes, so the hash names the content', () => {
    expect(Buffer.from(encodeInsightMembers(members)).equals(Buffer.from(encodeInsightMembers([...members])))).toBe(true);
  });

  it('refuses an unknown version and a truncated list', () => {
    expect(() => decodeInsightMembers(gzipSync('{"v":9,"members":0}'))).toThrow(InvalidInsightMembersError);
    expect(() => decodeInsightMembers(gzipSync('{"v":1,"members":3}\n{"snippetId":"a","documentId":"a","sentiment":0}'))).toThrow(
      'line count disagrees',
    );
  });
});
