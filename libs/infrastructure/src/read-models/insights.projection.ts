import { type InsightContent, type InsightEvent, insightEventTypes, type InsightScore } from '@app/domain';
import type { InsightScoreView, InsightView } from './views';
import type { Projection } from '../processors/projection';
import type { RecordedEvent } from '../event-store/event-store.port';

const scoreView = (score: InsightScore): InsightScoreView => ({
  score: score.score,
  factors: score.factors.map(({ name, value, weight, contribution, known, explanation }) => ({
    name,
    value,
    weight,
    contribution,
    known,
    explanation,
  })),
});

/** What an analysis says of an insight, in the view's names: the same whether it created or revised it. */
function contentView(content: InsightContent) {
  return {
    title: content.title,
    summary: content.summary,
    key_phrases: content.keyPhrases,
    quotes: content.quotes.map((quote) => ({ snippet_id: quote.snippetId, document_id: quote.documentId, text: quote.text })),
    members_artefact: content.membersArtefact,
    snippet_count: content.snippetCount,
    sentiment: { ...content.sentiment },
    impact: scoreView(content.impact),
    priority: scoreView(content.priority),
    survey_column_name: content.surveyColumnName,
    survey_breakdowns: content.surveyBreakdowns,
    source_breakdown: {
      by_kind: { ...content.sourceBreakdown.byKind },
      by_document: content.sourceBreakdown.byDocument.map((entry) => ({
        document_id: entry.documentId,
        file_name: entry.fileName,
        count: entry.count,
      })),
    },
    mentions_by_day: { ...content.mentionsByDay },
    revenue: content.revenue
      ? {
          total_arr: content.revenue.totalArr,
          accounts: content.revenue.accounts,
          top_accounts: content.revenue.topAccounts.map(({ account, arr }) => ({ account, arr })),
        }
      : null,
    measured_at: content.measuredAt,
    half_life_days: content.halfLifeDays,
  };
}

/**
 * The recommendations: one view per insight, with the content its latest analysis gave it (a
 * revision replaces it and says how much evidence was new), stale once an analysis no longer finds
 * it, and the impact score a person set.
 */
export const insightsProjection: Projection<InsightView, InsightEvent> = {
  collection: 'insights',
  // A project's recommendations (always within the caller's organisation).
  // A project's insights; a member's saved and followed ones (Followed Insights).
  indexes: [['organisation_id', 'product_id'], { contains: 'saved_by' }, { contains: 'followers' }],
  // Every event of an insight changes its view.
  handles: insightEventTypes,
  documentId(event) {
    return event.streamId.startsWith('insight-') ? event.data.insightId : null;
  },
  evolve(doc, event) {
    const view = viewAfter(doc, event);
    // The stream's revision the view shows: a client sends it back as If-Match.
    return view && { ...view, revision: event.revision };
  },
};

function viewAfter(doc: InsightView | null, event: RecordedEvent<InsightEvent>): InsightView | null {
  switch (event.type) {
    case 'InsightCreated': {
      const { data } = event;
      return {
        insight_id: data.insightId,
        organisation_id: data.organisationId,
        product_id: data.productId,
        status: 'current',
        ...contentView(data),
        new_evidence_count: 0,
        new_evidence_snippet_ids: [],
        user_impact_score: null,
        user_impact_score_by: null,
        user_impact_score_at: null,
        saved_by: [],
        followers: [],
        dismissal: null,
        resurfaced: null,
        team_priority: 'none',
        revision: event.revision,
        job_id: data.jobId,
        version: data.version,
        created_at: data.createdAt,
        updated_at: data.createdAt,
      };
    }
    case 'InsightRevised': {
      const { data } = event;
      return (
        doc && {
          ...doc,
          status: 'current',
          ...contentView(data),
          new_evidence_count: data.newEvidence.count,
          new_evidence_snippet_ids: data.newEvidence.snippetIds,
          job_id: data.jobId,
          version: data.version,
          updated_at: data.revisedAt,
        }
      );
    }
    case 'InsightMarkedStale': {
      const { data } = event;
      return doc && { ...doc, status: 'stale', job_id: data.jobId, version: data.version, updated_at: data.markedAt };
    }
    case 'InsightImpactScoreSet': {
      const { data } = event;
      return doc && { ...doc, user_impact_score: data.score, user_impact_score_by: data.setBy, user_impact_score_at: data.setAt };
    }
    case 'InsightSaved':
      return doc && { ...doc, saved_by: [...(doc.saved_by ?? []), event.data.userId] };
    case 'InsightUnsaved':
      return doc && { ...doc, saved_by: (doc.saved_by ?? []).filter((userId) => userId !== event.data.userId) };
    case 'InsightFollowed':
      return doc && { ...doc, followers: [...(doc.followers ?? []), event.data.userId] };
    case 'InsightUnfollowed':
      return doc && { ...doc, followers: (doc.followers ?? []).filter((userId) => userId !== event.data.userId) };
    case 'InsightDismissed': {
      const { data } = event;
      return (
        doc && { ...doc, dismissal: { reason: data.reason, search_query: data.searchQuery, by: data.dismissedBy, at: data.dismissedAt } }
      );
    }
    case 'InsightResurfaced': {
      const { data } = event;
      return (
        doc && {
          ...doc,
          dismissal: null,
          resurfaced: {
            dismissed_at: data.dismissedAt,
            dismissed_reason: data.dismissedReason,
            new_mentions: data.newMentions,
            at: data.resurfacedAt,
          },
        }
      );
    }
    // Gone from every list: the view goes; the events (and the changelog) keep it.
    case 'InsightDeleted':
      return null;
    case 'InsightSnippetRemoved': {
      const { data } = event;
      return (
        doc && {
          ...doc,
          ...contentView(data.content),
          new_evidence_snippet_ids: (doc.new_evidence_snippet_ids ?? []).filter((snippetId) => snippetId !== data.snippetId),
          updated_at: data.removedAt,
        }
      );
    }
    case 'InsightTeamPrioritySet':
      return doc && { ...doc, team_priority: event.data.priority };
  }
}
