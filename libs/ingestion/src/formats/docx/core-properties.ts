import { DOMParser } from 'linkedom';

/** The package's own title and creation date (docProps/core.xml), when it gives them. */
export interface CoreProperties {
  title?: string;
  /** ISO 8601. */
  created?: string;
}

export const CORE_PROPERTIES_PART = 'docProps/core.xml';

/**
 * Reads dc:title and dcterms:created. The part is optional and written by many tools, so
 * anything missing, empty or unparseable simply leaves the property out rather than refusing
 * the document. The part never needs a DTD: one that declares one (entities that could expand
 * to a billion laughs) is ignored.
 */
export function readCoreProperties(xml: Buffer | undefined): CoreProperties {
  if (xml === undefined) return {};
  const text = xml.toString('utf8');
  if (/<!DOCTYPE/i.test(text)) return {};
  const document = new DOMParser().parseFromString(text, 'text/xml');
  const textOf = (tag: string): string | undefined => document.getElementsByTagName(tag)[0]?.textContent?.trim() || undefined;
  const title = textOf('dc:title');
  const created = isoDate(textOf('dcterms:created'));
  return { ...(title !== undefined ? { title } : {}), ...(created !== undefined ? { created } : {}) };
}

function isoDate(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
