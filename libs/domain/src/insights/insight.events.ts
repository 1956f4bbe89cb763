import { eventTypeSet } from '../shared/decider';

/**
 * An insight (SPEC.md's recommendation), in its own stream (`insight-<insightId>`): created by the
 * analysis that first found its theme, revised by each later analysis that finds it again (new
 * evidence included), marked stale when an analysis no longer finds it (never silently deleted),
 * and scored by people. Member lists can be long: they live in a content-addressed artefact named
 * by `membersArtefact`; the events carry everything a list or detail screen shows.
 */
export interface InsightScoreFactor {
  name: string;
  value: number;
  weight: number;
  contribution: number;
  known: boolean;
  explanation: string;
}

export interface InsightScore {
  score: number;
  factors: InsightScoreFactor[];
}

export interface InsightQuote {
  snippetId: string;
  documentId: string;
  text: string;
}

export interface InsightSentiment {
  /** -1 (very negative) .. 1 (very positive). */
  mean: number;
  label: 'positive' | 'neutral' | 'negative' | 'mixed';
  positive: number;
  neutral: number;
  negative: number;
}

export interface InsightSourceBreakdown {
  /** Member snippets by kind of source document (document, transcript, survey). */
  byKind: Record<string, number>;
  /** Member snippets by document, largest first. */
  byDocument: Array<{ documentId: string; fileName: string; count: number }>;
}

/** What an analysis says of an insight; the same shape whether it created or revised it. */
/** The accounts of the project's sales data that raise an insight, and their ARR (Recommendation.arr). */
export interface InsightRevenue {
  /** Sum over the distinct accounts of their ARR. */
  totalArr: number;
  accounts: number;
  /** The largest accounts first, at most INSIGHT_TOP_ACCOUNTS. */
  topAccounts: Array<{ account: string; arr: number }>;
}

export const INSIGHT_TOP_ACCOUNTS = 10;

export interface InsightContent {
  title: string;
  summary: string;
  keyPhrases: string[];
  quotes: InsightQuote[];
  /** Content hash of the artefact listing every member snippet id. */
  membersArtefact: string;
  snippetCount: number;
  sentiment: InsightSentiment;
  impact: InsightScore;
  priority: InsightScore;
  surveyColumnName: string | null;
  /** The engine's per-survey breakdowns (opaque to the domain: the screens draw them). */
  surveyBreakdowns: unknown[];
  sourceBreakdown: InsightSourceBreakdown;
  /**
   * Null when the analysis had no sales data (total ARR unknown, not zero); left out by insights
   * recorded before sales data existed, which read as null.
   */
  revenue?: InsightRevenue | null;
  /** Dated members by day (YYYY-MM-DD): the monthly chart and read-time recency re-weighting come from it. */
  mentionsByDay: Record<string, number>;
  /** The moment the analysis measured recency from, and the half-life it used. */
  measuredAt: string;
  halfLifeDays: number;
}

export interface InsightCreatedData extends InsightContent {
  insightId: string;
  organisationId: string;
  productId: string;
  jobId: string;
  version: number;
  createdAt: string;
}

export interface InsightRevisedData extends InsightContent {
  insightId: string;
  jobId: string;
  version: number;
  /** Members no earlier analysis had seen: the "related new snippets" (ids capped, count whole). */
  newEvidence: { count: number; snippetIds: string[] };
  revisedAt: string;
}

export interface InsightMarkedStaleData {
  insightId: string;
  jobId: string;
  version: number;
  markedAt: string;
}

/** A person's own impact score (SPEC.md user_updated_customer_impact_score), 0..100. */
export interface InsightImpactScoreSetData {
  insightId: string;
  score: number;
  /**
   * The score people saw before (a person's own, else the analysis'): the change is "from → to"
   * on its own, so the changelog needs no memory of earlier events. Null on events recorded before
   * it was kept (schema version 1).
   */
  previous: number | null;
  setBy: string;
  setAt: string;
}

/** A person keeps the insight (is_saved), or stops keeping it; each person saves for themself. */
export interface InsightSavedData {
  insightId: string;
  userId: string;
  savedAt: string;
}

export interface InsightUnsavedData {
  insightId: string;
  userId: string;
  unsavedAt: string;
}

/** A person follows the insight: they hear of its new evidence, comments and status changes. */
export interface InsightFollowedData {
  insightId: string;
  userId: string;
  followedAt: string;
}

export interface InsightUnfollowedData {
  insightId: string;
  userId: string;
  unfollowedAt: string;
}

/** Out of the ranked list, kept with its reason; `searchQuery` when dismissed from a search's results. */
export interface InsightDismissedData {
  insightId: string;
  reason: string;
  searchQuery: string | null;
  dismissedBy: string;
  dismissedAt: string;
}

/**
 * A dismissed insight back in the ranked list because strong new evidence joined it: the
 * dismissal it undoes, and how many mentions came since.
 */
export interface InsightResurfacedData {
  insightId: string;
  dismissedAt: string;
  dismissedReason: string;
  newMentions: number;
  jobId: string;
  resurfacedAt: string;
}

/**
 * A person took one snippet out of the insight's evidence, with a reason. The event carries the
 * content recomputed without it (a new members artefact, counts, sentiment, sources, mentions and
 * scores; see contentWithout), so every reader shows the remaining evidence without redoing it.
 */
export interface InsightSnippetRemovedData {
  insightId: string;
  snippetId: string;
  documentId: string;
  reason: string;
  removedBy: string;
  removedAt: string;
  content: InsightContent;
}

/**
 * The team's priority for an insight (Recommendation.teamPriority): one value for the whole
 * organisation, set by any member, on a small fixed scale (TEAM_PRIORITIES).
 */
export interface InsightTeamPrioritySetData {
  insightId: string;
  priority: TeamPriority;
  previous: TeamPriority;
  setBy: string;
  setAt: string;
}

/** Gone from every list; its events (and so the changelog) keep it. */
export interface InsightDeletedData {
  insightId: string;
  deletedBy: string;
  deletedAt: string;
}

export type InsightEvent =
  | { type: 'InsightCreated'; data: InsightCreatedData }
  | { type: 'InsightRevised'; data: InsightRevisedData }
  | { type: 'InsightMarkedStale'; data: InsightMarkedStaleData }
  | { type: 'InsightImpactScoreSet'; data: InsightImpactScoreSetData }
  | { type: 'InsightSaved'; data: InsightSavedData }
  | { type: 'InsightUnsaved'; data: InsightUnsavedData }
  | { type: 'InsightFollowed'; data: InsightFollowedData }
  | { type: 'InsightUnfollowed'; data: InsightUnfollowedData }
  | { type: 'InsightDismissed'; data: InsightDismissedData }
  | { type: 'InsightResurfaced'; data: InsightResurfacedData }
  | { type: 'InsightDeleted'; data: InsightDeletedData }
  | { type: 'InsightSnippetRemoved'; data: InsightSnippetRemovedData }
  | { type: 'InsightTeamPrioritySet'; data: InsightTeamPrioritySetData };

export const insightEventTypes = eventTypeSet<InsightEvent>({
  InsightCreated: true,
  InsightRevised: true,
  InsightMarkedStale: true,
  InsightImpactScoreSet: true,
  InsightSaved: true,
  InsightUnsaved: true,
  InsightFollowed: true,
  InsightUnfollowed: true,
  InsightDismissed: true,
  InsightResurfaced: true,
  InsightDeleted: true,
  InsightSnippetRemoved: true,
  InsightTeamPrioritySet: true,
});

/** The team priority's scale, lowest first; `none` until someone sets one. */
export const TEAM_PRIORITIES = ['none', 'low', 'medium', 'high', 'urgent'] as const;
export type TeamPriority = (typeof TEAM_PRIORITIES)[number];

export const isTeamPriority = (value: unknown): value is TeamPriority => (TEAM_PRIORITIES as readonly unknown[]).includes(value);

/** A removed snippet's reason has the dismissal's limit. */
export const SNIPPET_REMOVAL_REASON_MAX_CHARS = 500;

/** Longest dismissal reason kept, in characters. */
export const DISMISS_REASON_MAX_CHARS = 500;

/**
 * New evidence strong enough to bring a dismissed insight back: at least this many new mentions
 * in one analysis, and at least RESURFACE_MIN_SHARE of the insight's mentions after it.
 */
export const RESURFACE_MIN_NEW_MENTIONS = 5;
export const RESURFACE_MIN_SHARE = 0.2;

/** How many new-evidence ids an event names; the count is always whole. */
export const NEW_EVIDENCE_IDS_KEPT = 200;
