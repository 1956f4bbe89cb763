import { contentWithout, dayOf } from '@app/domain';
import type { InsightMember } from '@app/infrastructure/files';
import type { ThemeFacts } from './theme-content';
import type { ThemeContent } from './projects-analyse.thread-types';

/**
 * A theme that continues an insight, less the snippets people took out of that insight: a later
 * analysis may group them with it again, and must not put them back. The content is recomputed
 * by the domain's own arithmetic (the same as the removal's); the members artefact's hash is not
 * known yet, so it is left for the recording to name. Null when none of the theme's members was
 * removed, or when all of them were (they then form a theme of their own rather than continue it).
 */
export function themeWithoutRemoved(
  theme: { content: ThemeContent; members: InsightMember[] },
  removed: ReadonlySet<string>,
  facts: Pick<ThemeFacts, 'snippetById' | 'documents'>,
): { content: ThemeContent; members: InsightMember[] } | null {
  const taken = theme.members.filter((member) => removed.has(member.snippetId));
  if (taken.length === 0 || taken.length === theme.members.length) return null;
  const members = theme.members.filter((member) => !removed.has(member.snippetId));
  const evidence = taken.map((member) => {
    const date = facts.snippetById.get(member.snippetId)?.date;
    return {
      snippetId: member.snippetId,
      documentId: member.documentId,
      kind: facts.documents.get(member.documentId)?.kind ?? 'document',
      day: date === undefined ? null : dayOf(date),
    };
  });
  const { membersArtefact: _unknownYet, ...content } = contentWithout({ ...theme.content, membersArtefact: '' }, evidence, {
    sentiments: members.map((member) => member.sentiment),
    membersArtefact: '',
  });
  return { content, members };
}
