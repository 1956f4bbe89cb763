import type { WriteupCitationData, WriteupSectionData } from '@app/domain';
import type { WriteupSectionView } from './views';

const citationView = ({ insightId, snippetId }: WriteupCitationData) => ({ recommendation_id: insightId, snippet_id: snippetId });

/** A document's sections as the read model and the API name them (the projection and a version read back from the log alike). */
export const writeupSectionsView = (sections: readonly WriteupSectionData[]): WriteupSectionView[] =>
  sections.map(({ key, blocks }) => ({
    key,
    blocks: blocks.map(({ id, text, citations }) => ({ id, text, citations: citations.map(citationView) })),
  }));
