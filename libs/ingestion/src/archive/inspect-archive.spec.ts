import { DEFAULT_LIMITS, resolveLimits, type LimitOverrides } from '../model/limits';
import { inspectArchive } from './inspect-archive';
import { declareUncompressedSize, markEncrypted, renameEntry, zipOf } from './zip-fixtures.spec-helper';

const MB = 1024 * 1024;

const inspect = (zip: Buffer, limits: LimitOverrides = {}, signal?: AbortSignal) => inspectArchive(zip, resolveLimits(limits), signal);

describe('inspectArchive', () => {
  it('lists the entries, counts what they unpack to, and hands back only the parts asked for', async () => {
    const zip = await zipOf([
      { name: 'word/document.xml', data: '<document/>' },
      { name: 'word/media/image1.png', data: Buffer.alloc(1000, 7) },
      { name: 'stored.xml', data: '<stored/>', compress: false },
    ]);

    const summary = await inspectArchive(zip, DEFAULT_LIMITS, undefined, {
      keep: { select: (name) => name.endsWith('.xml'), maxBytes: 20 },
    });

    expect(summary.entryNames).toEqual(['word/document.xml', 'word/media/image1.png', 'stored.xml']);
    expect(summary.unpackedBytes).toBe(11 + 1000 + 9);
    expect(Object.fromEntries([...summary.parts].map(([name, contents]) => [name, contents.toString('utf8')]))).toEqual({
      'word/document.xml': '<document/>',
      'stored.xml': '<stored/>',
    });
  });

  it('refuses parts to keep that declare more than the caller will hold, before inflating them', async () => {
    const zip = await zipOf([
      { name: 'a.xml', data: '<a/>'.repeat(2) },
      { name: 'b.xml', data: '<b/>'.repeat(2) },
      { name: 'image.png', data: Buffer.alloc(1000) },
    ]);
    const keep = (maxBytes: number) => ({ keep: { select: (name: string) => name.endsWith('.xml'), maxBytes } });

    await expect(inspectArchive(zip, DEFAULT_LIMITS, undefined, keep(15))).rejects.toMatchObject({ code: 'ARCHIVE_TOO_LARGE' });
    await expect(inspectArchive(zip, DEFAULT_LIMITS, undefined, keep(15))).rejects.toThrow(
      'The document is too long to read: its text unpacks to 16 bytes, and at most 15 bytes can be read.',
    );
    await expect(inspectArchive(zip, DEFAULT_LIMITS, undefined, keep(16))).resolves.toMatchObject({ unpackedBytes: 1016 });
  });

  it('keeps nothing when no part is asked for', async () => {
    const summary = await inspect(await zipOf([{ name: 'a.xml', data: '<a/>' }]));

    expect(summary.parts.size).toBe(0);
    expect(summary.unpackedBytes).toBe(4);
  });

  it('refuses more entries than allowed, and accepts exactly as many', async () => {
    const zip = await zipOf(['a', 'b', 'c', 'd'].map((name) => ({ name: `${name}.txt`, data: name })));

    await expect(inspect(zip, { maxArchiveEntries: 3 })).rejects.toMatchObject({ code: 'ARCHIVE_TOO_MANY_ENTRIES' });
    await expect(inspect(zip, { maxArchiveEntries: 3 })).rejects.toThrow('The document holds 4 parts; at most 3 are accepted.');
    await expect(inspect(zip, { maxArchiveEntries: 4 })).resolves.toMatchObject({ unpackedBytes: 4 });
  });

  it('refuses a declared total above the limit before inflating anything', async () => {
    // The entry really holds 5 bytes. Were it inflated first, the size it declares (400 MB)
    // would be found false and the archive refused as CORRUPTED; ARCHIVE_TOO_LARGE shows the
    // declared sizes were judged before a single byte was inflated.
    const zip = declareUncompressedSize(await zipOf([{ name: 'big.xml', data: 'small' }]), 'big.xml', 400 * MB);

    await expect(inspect(zip)).rejects.toMatchObject({ code: 'ARCHIVE_TOO_LARGE' });
    await expect(inspect(zip)).rejects.toThrow(
      'The document unpacks to more than 300 MB, which is more than it can contain; it was refused.',
    );
  });

  it('refuses a real zip bomb: 50 MB of zeros with 10 MB allowed', async () => {
    const bomb = await zipOf([{ name: 'zeros.bin', data: Buffer.alloc(50 * MB) }]);
    expect(bomb.length).toBeLessThan(100 * 1024);

    await expect(inspect(bomb, { maxUnpackedBytes: 10 * MB })).rejects.toMatchObject({ code: 'ARCHIVE_TOO_LARGE' });
  });

  it('refuses entries that are each small enough but together unpack to more than allowed', async () => {
    const zip = await zipOf(['a', 'b', 'c'].map((name) => ({ name: `${name}.bin`, data: Buffer.alloc(4 * MB) })));

    await expect(inspect(zip, { maxUnpackedBytes: 10 * MB })).rejects.toMatchObject({ code: 'ARCHIVE_TOO_LARGE' });
    await expect(inspect(zip, { maxUnpackedBytes: 12 * MB })).resolves.toMatchObject({ unpackedBytes: 12 * MB });
  });

  describe('an entry whose headers lie about its size (refused as CORRUPTED: the file contradicts itself)', () => {
    it('a bomb behind a small declared size is stopped one byte past what it declares', async () => {
      const liar = declareUncompressedSize(await zipOf([{ name: 'zeros.bin', data: Buffer.alloc(50 * MB) }]), 'zeros.bin', 1000);

      await expect(inspect(liar, { maxUnpackedBytes: 10 * MB })).rejects.toMatchObject({ code: 'CORRUPTED' });
      await expect(inspect(liar)).rejects.toThrow(
        'The file is damaged and cannot be read: one of its parts does not unpack to the size it declares.',
      );
    });

    it('a declared size larger than the contents', async () => {
      const liar = declareUncompressedSize(await zipOf([{ name: 'a.xml', data: 'contents' }]), 'a.xml', 2000);

      await expect(inspect(liar)).rejects.toMatchObject({ code: 'CORRUPTED' });
    });

    it('a stored (uncompressed) entry', async () => {
      const liar = declareUncompressedSize(await zipOf([{ name: 'a.xml', data: 'contents', compress: false }]), 'a.xml', 1);

      await expect(inspect(liar)).rejects.toMatchObject({ code: 'CORRUPTED' });
    });
  });

  it.each([
    ['../evil.txt', 'aa/evil.txt'],
    ['/abs.txt', '_abs.txt'],
    ['C:\\x.txt', 'Cyx_.txt'],
    ['word/../../x.txt', 'word/aa/aa/x.txt'],
    ['a\\..\\b.txt', 'a_aa_b.txt'],
  ])('refuses an entry named %j', async (unsafe, safeName) => {
    const zip = renameEntry(
      await zipOf([
        { name: 'ok.txt', data: 'ok' },
        { name: safeName, data: 'evil' },
      ]),
      safeName,
      unsafe,
    );

    await expect(inspect(zip)).rejects.toMatchObject({ code: 'ARCHIVE_UNSAFE_PATH' });
    await expect(inspect(zip)).rejects.toThrow(
      `The file contains an entry whose path leads outside the document ("${unsafe.replace(/\\/g, '/')}"), and was refused.`,
    );
  });

  it('refuses an encrypted entry', async () => {
    const zip = markEncrypted(await zipOf([{ name: 'secret.xml', data: '<secret/>' }]), 'secret.xml');

    await expect(inspect(zip)).rejects.toMatchObject({ code: 'ENCRYPTED' });
  });

  it('refuses two entries of the same name', async () => {
    const zip = await zipOf([
      { name: 'word/document.xml', data: '<first/>' },
      { name: 'word/document.xml', data: '<second/>' },
    ]);

    await expect(inspect(zip)).rejects.toMatchObject({ code: 'CORRUPTED' });
    await expect(inspect(zip)).rejects.toThrow('The file is damaged and cannot be read: it holds two parts named "word/document.xml".');
  });

  it('refuses damaged archives: garbage after the signature, cut short, or empty', async () => {
    const zip = await zipOf([{ name: 'a.xml', data: '<a/>'.repeat(100) }]);
    const emptyArchive = Buffer.concat([Buffer.from('PK\x05\x06'), Buffer.alloc(18)]);

    await expect(inspect(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(500, 0x5a)]))).rejects.toMatchObject({ code: 'CORRUPTED' });
    await expect(inspect(zip.subarray(0, zip.length - 10))).rejects.toMatchObject({ code: 'CORRUPTED' });
    await expect(inspect(emptyArchive)).rejects.toMatchObject({ code: 'CORRUPTED' });
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();

    await expect(inspect(await zipOf([{ name: 'a.xml', data: '<a/>' }]), {}, controller.signal)).rejects.toMatchObject({
      code: 'CANCELLED',
    });
  });
});
