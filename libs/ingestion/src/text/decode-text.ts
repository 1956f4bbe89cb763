import iconv from 'iconv-lite';
import { IngestionError } from '../errors';

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

const hasPrefix = (bytes: Uint8Array, prefix: readonly number[]): boolean => prefix.every((byte, index) => bytes[index] === byte);

/**
 * UTF-16 without a byte-order mark: text in Latin scripts has a zero in every other byte. The
 * side the zeros fall on gives the byte order.
 */
function guessUtf16(bytes: Uint8Array): TextEncodingName | undefined {
  const sample = Math.min(bytes.length, 4096) & ~1;
  if (sample < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < sample; index += 2) {
    if (bytes[index] === 0) evenZeros++;
    if (bytes[index + 1] === 0) oddZeros++;
  }
  const pairs = sample / 2;
  if (oddZeros > 0.4 * pairs && evenZeros < 0.05 * pairs) return 'utf-16le';
  if (evenZeros > 0.4 * pairs && oddZeros < 0.05 * pairs) return 'utf-16be';
  return undefined;
}

/**
 * Reads a text file in whatever encoding people's tools write: UTF-8 (with or without BOM),
 * UTF-16 (with BOM, or recognised by its zero bytes), and otherwise Windows-1252 / Latin-1, the
 * usual encoding of older spreadsheets. A file that is none of these (zero bytes in a file that is
 * not UTF-16) is refused rather than turned into garbage.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (hasPrefix(bytes, [0xef, 0xbb, 0xbf])) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  if (hasPrefix(bytes, [0xff, 0xfe])) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (hasPrefix(bytes, [0xfe, 0xff])) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  const utf16 = guessUtf16(bytes);
  if (utf16 !== undefined) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 };
  if (bytes.includes(0)) {
    throw new IngestionError(
      'UNREADABLE_ENCODING',
      'The file contains binary data and cannot be read as text. Save it as UTF-8 text and upload it again.',
    );
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Node's TextDecoder reads 'windows-1252' as ISO-8859-1 (0x80 stays a control character, not €).
    return { text: iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), 'win1252'), encoding: 'windows-1252' };
  }
}
