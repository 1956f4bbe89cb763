import type { WriteupBasisData, WriteupState } from '@app/domain';
import type { InsightView, ProductView } from '@app/infrastructure/read-models';
import type { WriteupInsight, WriteupMaterial } from '@app/insights';

/** Insights a document rests on when nobody chose them: the top of the project's ranked list. */
export const TOP_INSIGHTS_PER_DOCUMENT = 12;

const shownScore = (insight: InsightView) => insight.user_impact_score ?? insight.impact.score;

/**
 * The ranked list's order (SPEC.md section 4, as the recommendations query sorts it): by the
 * impact score people see, highest first; survey-based insights after the others on a tie; then
 * by snippet count, then oldest first and by id, so the order never depends on the store.
 */
function byRank(a: InsightView, b: InsightView): number {
  return (
    shownScore(b) - shownScore(a) ||
    Number(a.survey_column_name !== null) - Number(b.survey_column_name !== null) ||
    b.snippet_count - a.snippet_count ||
    a.created_at.localeCompare(b.created_at) ||
    a.insight_id.localeCompare(b.insight_id)
  );
}

function asWriteupInsight(insight: InsightView): WriteupInsight {
  return {
    id: insight.insight_id,
    title: insight.title,
    summary: insight.summary,
    quotes: insight.quotes.map((quote) => ({ snippetId: quote.snippet_id, documentId: quote.document_id, text: quote.text })),
    snippetCount: insight.snippet_count,
    sentiment: insight.sentiment,
    impact: shownScore(insight),
    priority: insight.priority.score,
    keyPhrases: insight.key_phrases,
    surveyColumn: insight.survey_column_name,
    surveyBreakdowns: insight.survey_breakdowns,
    revenue: insight.revenue ? { totalArr: insight.revenue.total_arr, accounts: insight.revenue.accounts } : null,
    sourceKinds: insight.source_breakdown.by_kind,
    newEvidence: insight.new_evidence_count,
  };
}

export interface DocumentMaterial {
  material: WriteupMaterial;
  /** What each insight was as read: the document is stale once one of these no longer holds. */
  basis: WriteupBasisData[];
  /** The latest analysis behind the project's listed insights; a later one makes the document stale. */
  analysisVersion: number | null;
}

/**
 * What a document is generated from: the project's own words, the request's answers and
 * refinement, and the insights in the team's ranked list as it stands (current ones, never a
 * dismissed or deleted one): those the person chose, in their order, or the top of the list.
 */
export function documentMaterial(product: ProductView, insights: readonly InsightView[], request: WriteupState): DocumentMaterial {
  const listed = insights.filter(
    (insight) => insight.product_id === product.product_id && insight.status === 'current' && !insight.dismissal,
  );
  const byId = new Map(listed.map((insight) => [insight.insight_id, insight]));
  const chosen =
    request.insightIds === null
      ? [...listed].sort(byRank).slice(0, TOP_INSIGHTS_PER_DOCUMENT)
      : request.insightIds.flatMap((id) => byId.get(id) ?? []);
  return {
    material: {
      kind: request.kind!,
      project: {
        name: product.name,
        description: product.description,
        goal: product.goal,
        audience: product.audience,
        objective: product.objective,
        timeAvailable: product.time_available,
        customerDescription: product.customer_description,
      },
      insights: chosen.map(asWriteupInsight),
      brief: request.brief,
      prompt: request.prompt,
    },
    basis: chosen.map((insight) => ({
      insightId: insight.insight_id,
      title: insight.title,
      snippetCount: insight.snippet_count,
      version: insight.version,
    })),
    analysisVersion: listed.reduce<number | null>((latest, insight) => Math.max(latest ?? 0, insight.version), null),
  };
}
