import { promisify } from 'node:util';
import { gunzip, gunzipSync, gzipSync } from 'node:zlib';

const gunzipAsync = promisify(gunzip);

/**
 * Every member snippet of one insight as found by one analysis: an immutable, content-addressed
 * artefact (gzip JSON lines) that the insight's events name by hash, because a theme of a large
 * project can hold tens of thousands of snippets. First line a header, then one member per line
 * in the order the snippets list shows them (representative quotes first).
 */
export const INSIGHT_MEMBERS_VERSION = 1;

export interface InsightMember {
  /** `<documentId>:<n>`, as in the document's snippet artefact. */
  snippetId: string;
  documentId: string;
  /** -1..1, the engine's sentiment of this snippet. */
  sentiment: number;
}

interface InsightMembersHeader {
  v: typeof INSIGHT_MEMBERS_VERSION;
  members: number;
}

export class InvalidInsightMembersError extends Error {
  constructor(reason: string) {
    super(`Invalid insight members artefact: ${reason}`);
    this.name = 'InvalidInsightMembersError';
  }
}

export function encodeInsightMembers(members: readonly InsightMember[]): Uint8Array {
  const header: InsightMembersHeader = { v: INSIGHT_MEMBERS_VERSION, members: members.length };
  const lines = [JSON.stringify(header), ...members.map((member) => JSON.stringify(member))];
  return gzipSync(lines.join('\n'), { level: 1 });
}

function membersOf(text: string): InsightMember[] {
  const lines = text.split('\n');
  const header = JSON.parse(lines[0]) as InsightMembersHeader;
  if (header.v !== INSIGHT_MEMBERS_VERSION) throw new InvalidInsightMembersError(`version ${String(header.v)} is not known`);
  if (lines.length !== 1 + header.members) throw new InvalidInsightMembersError('line count disagrees with the header');
  return lines.slice(1).map((line) => JSON.parse(line) as InsightMember);
}

/** For threads and tools. */
export function decodeInsightMembers(bytes: Uint8Array): InsightMember[] {
  return membersOf(gunzipSync(bytes).toString('utf8'));
}

/** For an event loop serving requests: the gunzip runs on libuv's pool (member lines are short; parsing is quick). */
export async function decodeInsightMembersAsync(bytes: Uint8Array): Promise<InsightMember[]> {
  return membersOf((await gunzipAsync(bytes)).toString('utf8'));
}
