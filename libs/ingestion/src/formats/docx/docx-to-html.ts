import mammoth from 'mammoth';

/**
 * Mammoth converts a Word document to HTML, but its public inputs ({ buffer }, { path }) make it
 * open the ZIP again with its own parser (JSZip). JSZip and yauzl do not always read a crafted
 * archive alike (JSZip reads central-directory records beyond the declared count, and moves the
 * whole directory when its size field leaves a gap), so a part the archive check never saw could
 * be inflated: a zip bomb the check would have refused. Mammoth is therefore handed the parts
 * the check already inflated, counted and kept, through the zip-file object its own `openZip`
 * accepts as `{ file }` (mammoth/lib/unzip.js; mammoth is pinned, and the DOCX tests go through
 * this path, so a change there fails them).
 */

/** The part of mammoth's zip-file interface (mammoth/lib/zipfile.js) a conversion uses. */
interface MammothZipFile {
  exists(name: string): boolean;
  read(name: string, encoding?: string): Promise<string | Uint8Array>;
}

function zipFileOf(parts: ReadonlyMap<string, Buffer>): MammothZipFile {
  return {
    exists: (name) => parts.has(name),
    read: async (name, encoding) => {
      const contents = parts.get(name);
      if (contents === undefined) throw new Error(`The part ${name} was not kept.`);
      return encoding === undefined ? contents : new TextDecoder(encoding).decode(contents);
    },
  };
}

// Images are never read: an empty <img> stands in for each, instead of mammoth's default
// data: URI that would inflate and base64 every picture into the HTML.
const skipImage = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

export async function docxToHtml(parts: ReadonlyMap<string, Buffer>): Promise<string> {
  const input = { file: zipFileOf(parts) } as unknown as Parameters<typeof mammoth.convertToHtml>[0];
  const result = await mammoth.convertToHtml(input, { convertImage: skipImage, externalFileAccess: false, includeEmbeddedStyleMap: false });
  return result.value;
}
