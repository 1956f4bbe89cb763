// The documents the projectors write and the query side reads: the contract between the two apps.
import type { TeamPriority } from '@app/domain';

/** The account as the web app shows it (GET /api/user/api). Secrets are never projected. */
export interface UserView {
  user_id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  is_google_user: boolean;
  completed_onboarding: boolean;
  email_verified: boolean;
  language: string | null;
  customer_id: string | null;
  member_role: string | null;
  created_at: string;
}

/** An organisation as members see it (GET /api/customers/api). */
export interface CustomerView {
  customer_id: string;
  name: string;
  namespace: string;
  acceptAllUsers: boolean;
  email_domains: string[];
  created_at: string;
  created_by: string;
  members: number;
}

export type DocumentKindView = 'document' | 'transcript' | 'survey' | 'sales';
export type DocumentStatusView = 'processing' | 'ready' | 'failed';

/** A survey column as the library shows it and a person edits it. */
export interface SurveyColumnView {
  name: string;
  /** likert, nps, text, numeric, or None (not classified yet). */
  type: string;
  /** Why ingestion classified it so, when it said. */
  evidence: string | null;
  include: boolean;
  description: string;
}

/**
 * A Data Library document (the `documents` collection, id = document id). Counts are null while
 * unknown (before ingestion, or for a format that has none); a deleted document has no view.
 */
export interface DocumentView {
  document_id: string;
  organisation_id: string;
  file_name: string;
  /** file_name lower-cased, what the library's search matches. */
  file_name_search: string;
  kind: DocumentKindView;
  format: string;
  status: DocumentStatusView;
  error_code: string | null;
  error_message: string | null;
  uploaded_on: string;
  /** user_id of the uploader. */
  uploaded_by: string;
  snippets: number;
  pages: number | null;
  speakers: number | null;
  respondents: number | null;
  /** Seconds (transcripts). */
  duration: number | null;
  quick_upload: boolean;
  /** The projects the document feeds. */
  product_ids: string[];
  file_id: string;
  size: number;
  sha256: string;
  /** Hash of the snippets artefact in the file store, once ingested. */
  snippets_artefact: string | null;
  /** What ingestion saw (title, language, date, pages, headings, speakers, rows, sheet, duration, ...); {} before. */
  structure: Record<string, unknown>;
  survey_columns: SurveyColumnView[];
  /** A ready CRM export's accounts and the headers its fields were read from; null for any other document. */
  sales: SalesView | null;
  notes: string[];
  ingested_on: string | null;
}

export interface SalesView {
  accounts: number;
  total_arr: number;
  /** Sales field (account, arr, stage, close_date, created_date, domain) -> the header it was read from. */
  columns: Record<string, string>;
}

export type ProductStatusView = 'Live' | 'Archived';
export type AnalysisStatusView = 'none' | 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/**
 * The stages of an analysis (SPEC.md section 4) as its job reports them: the key the screens
 * translate and the English message the worker sends. The insight engine's ANALYSIS_STAGES, which
 * the products projection's spec holds this list equal to: neither the projectors nor the query
 * API load the engine for seven strings.
 */
export const ANALYSIS_STAGE_VIEWS = [
  { key: 'analysing_data', message: 'Analysing data' },
  { key: 'initial_trends', message: 'Initial trends' },
  { key: 'double_checking_signals', message: 'Double-checking signals' },
  { key: 'clustering_insights', message: 'Clustering insights' },
  { key: 'clear_clusters_detected', message: 'Clear clusters detected' },
  { key: 'refining', message: 'Refining' },
  { key: 'writing_up_themes', message: 'Writing up themes' },
] as const;
export type AnalysisStageView = (typeof ANALYSIS_STAGE_VIEWS)[number]['key'];

/** One version of a project: the settings an analysis of it used. */
export interface ProductVersionView {
  version: number;
  refinement_prompt: string;
  use_sales_data: boolean;
  keywords: string[];
  /** ISO days (YYYY-MM-DD) or null. */
  sales_calls_start_date: string | null;
  sales_calls_end_date: string | null;
  created_by: string;
  created_at: string;
}

/** An analysis' Other bucket: how many snippets fit no theme, and the first of them as insights keep their quotes. */
export interface ProductOtherView {
  count: number;
  min_theme_snippets: number;
  snippets: Array<{ snippet_id: string; document_id: string; text: string }>;
}

/** The latest analysis of a project, as its progress screen shows it. */
export interface ProductAnalysisView {
  job_id: string | null;
  status: AnalysisStatusView;
  /** The stage the job last reported, null before any or when its message names none. */
  stage: AnalysisStageView | null;
  /** The English text of that stage. */
  message: string | null;
  /** 0..1. */
  progress: number;
  version: number | null;
  requested_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  error_code: string | null;
  error_message: string | null;
  /** How many insights the analysis created, continued and marked stale; null until it is recorded. */
  insights: { created: number; continued: number; staled: number } | null;
}

/**
 * A project (the `products` collection, id = product id), from its stream and its analysis jobs.
 * The version settings shown with the project (use_sales_data, keywords, sales dates) are the
 * latest version's; `versions` holds them all, ascending.
 */
export interface ProductView {
  product_id: string;
  organisation_id: string;
  name: string;
  description: string;
  goal: string;
  type: string;
  status: ProductStatusView;
  /** The latest version's number. */
  version: number;
  objective: string;
  audience: string;
  time_available: string;
  customer_description: string;
  use_sales_data: boolean;
  keywords: string[];
  sales_calls_start_date: string | null;
  sales_calls_end_date: string | null;
  use_salesforce_opportunity: boolean;
  salesforce_opportunity_stage: string;
  salesforce_opportunity_start_date: string | null;
  salesforce_opportunity_end_date: string | null;
  slack_channels: string[];
  name_generated: boolean;
  description_generated: boolean;
  data_types: string[];
  versions: ProductVersionView[];
  /** The project's sources, in the order they were added. */
  sources: Array<{ document_id: string; kind: DocumentKindView }>;
  document_count: number;
  /** The insights the latest recorded analysis found (created or continued). */
  current_insight_ids: string[];
  insight_count: number;
  /**
   * The latest recorded analysis' Other bucket (snippets of themes too small to rank); null when it
   * had none, and absent from views written before the bucket existed (read as null).
   */
  other?: ProductOtherView | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  analysis: ProductAnalysisView;
}

export interface InsightScoreFactorView {
  name: string;
  value: number;
  weight: number;
  contribution: number;
  known: boolean;
  explanation: string;
}

export interface InsightScoreView {
  score: number;
  factors: InsightScoreFactorView[];
}

/**
 * An insight (SPEC.md's recommendation; the `insights` collection, id = insight id): the latest
 * content an analysis gave it, its status and a person's own impact score. Its member snippets
 * stay in the artefact `members_artefact` names.
 */
export interface InsightRevenueView {
  total_arr: number;
  accounts: number;
  /** The largest accounts first (at most ten). */
  top_accounts: Array<{ account: string; arr: number }>;
}

/** What happened to an insight, once: who did it, when, and why or how much. */
export type ChangelogAction =
  | 'created'
  | 'revised'
  | 'stale'
  | 'impact_changed'
  | 'saved'
  | 'unsaved'
  | 'followed'
  | 'unfollowed'
  | 'dismissed'
  | 'resurfaced'
  | 'deleted'
  | 'snippet_removed'
  | 'team_priority_changed'
  | 'commented';

export interface ChangelogEntryView {
  action: ChangelogAction;
  /** The user who did it; null for what an analysis did. */
  actor: string | null;
  at: string;
  /** The log position of the event: entries of one project are ordered by it. */
  position: number;
  /** Why (a dismissal's reason, a resurfacing's original reason). */
  reason: string | null;
  /**
   * From and to (an impact score; a team priority as its place on TEAM_PRIORITIES, 0 = none .. 4 =
   * urgent), new mentions (new evidence, resurfacing), the analysis' version.
   */
  from: number | null;
  to: number | null;
  new_mentions: number | null;
  version: number | null;
  search_query: string | null;
  /** A `commented` entry's comment: when the comment is deleted its words leave the entry (who and when stay). */
  comment_id?: string;
}

/**
 * An insight's changelog heading (the `insight_changelog_headings` collection, id = insight id): which
 * project it belongs to and its title, kept after the insight is deleted (auditors replay what
 * happened to it). Its entries are in `insight_changelog_runs`.
 */
export interface InsightChangelogView {
  insight_id: string;
  organisation_id: string;
  product_id: string;
  /** Its title as the latest analysis gave it. */
  title: string;
  deleted: boolean;
}

/**
 * How many consecutive events of an insight's stream one run of its changelog entries holds. Each
 * new entry rewrites its run, so a run's length is what every entry costs: 20 keeps a run under a
 * few kilobytes while a page of a project's changelog still reads only a few runs.
 */
export const CHANGELOG_CHUNK_SIZE = 20;

/**
 * A changelog entry as a run stores it: the fields an entry has nothing to say in are left out (most
 * entries are who, what and when). Read as a `ChangelogEntryView`, a missing field is null.
 */
export type StoredChangelogEntry = Pick<ChangelogEntryView, 'action' | 'actor' | 'at' | 'position'> &
  Partial<Omit<ChangelogEntryView, 'action' | 'actor' | 'at' | 'position'>>;

/**
 * A run of an insight's changelog entries (the `insight_changelog_runs` collection): up to
 * CHANGELOG_CHUNK_SIZE consecutive entries of one of its streams, or one comment's entry. Entries
 * are stored in runs so a busy insight's history is never rewritten whole for each new entry.
 */
export interface InsightChangelogEntriesView {
  insight_id: string;
  organisation_id: string;
  /** The position of the run's latest entry: a project's newest entries are read run by run from it. */
  last_position: number;
  entries: StoredChangelogEntry[];
}

/**
 * A member's personal note on an insight (`insight_notes`, id `<insightId>.<userId>`): read only
 * by its author, never part of an insight's view or changelog.
 */
export interface InsightNoteView {
  insight_id: string;
  user_id: string;
  organisation_id: string;
  text: string;
  saved_at: string;
}

/** One question a person asked the assistant, in the organisation they were a member of then. */
export interface AssistantSearchView {
  query: string;
  mode: string;
  organisation_id: string;
  searched_at: string;
}

/** A person's questions to the assistant, newest first, each once (asking again moves it to the front). */
export interface AssistantSearchHistoryView {
  user_id: string;
  searches: AssistantSearchView[];
}

/** One insight in a collection: who put it there and when. */
/** A citation as the API and screens name it: a quote of an insight, or the insight as a whole (snippet_id null). */
export interface WriteupCitationView {
  recommendation_id: string;
  snippet_id: string | null;
}

export interface WriteupSectionView {
  key: string;
  blocks: Array<{ id: string; text: string; citations: WriteupCitationView[] }>;
}

/** One version of a generated document: who or what made it, and how. */
export interface WriteupVersionView {
  version: number;
  /** generated (by the worker, for `trigger`) or edited (by `by`). */
  how: 'generated' | 'edited';
  trigger: 'generate' | 'refine' | 'refresh' | 'auto_build' | null;
  prompt: string | null;
  mode: 'offline' | 'model' | null;
  by: string | null;
  at: string;
}

/**
 * A project's generated document of one kind (the `writeups` collection, id `<productId>.<kind>`):
 * its latest version, what it rests on, its history, and the generation under way or failed.
 */
export interface WriteupView {
  writeup_id: string;
  product_id: string;
  organisation_id: string;
  kind: 'research_plan' | 'product_spec' | 'value_prop';
  /** generating: a job is under way (the previous version, if any, is still shown); failed: the latest generation failed. */
  status: 'generating' | 'ready' | 'failed';
  generation: {
    job_id: string;
    trigger: 'generate' | 'refine' | 'refresh' | 'auto_build';
    /** SPEC.md section 4's creating, updating, generating; null before the worker reports. */
    stage: 'creating' | 'updating' | 'generating' | null;
    progress: number;
    requested_by: string;
    requested_at: string;
    error_code: string | null;
    error_message: string | null;
  } | null;
  brief: { goal: string; methodology: string; timeline: string; audience: string } | null;
  recommendation_ids: string[] | null;
  prompt: string | null;
  /** 0 until the first version. */
  version: number;
  title: string;
  sections: WriteupSectionView[];
  basis: Array<{ recommendation_id: string; title: string; snippet_count: number; version: number }>;
  analysis_version: number | null;
  mode: 'offline' | 'model' | null;
  problems: string[];
  versions: WriteupVersionView[];
  updated_at: string;
}

export interface CollectionItemView {
  insight_id: string;
  added_by: string;
  added_at: string;
}

/**
 * A collection of insights (read model `collections`). It keeps the insights' ids only: the
 * queries join the `insights` read model, where a deleted insight has no view, so a deleted
 * insight leaves every collection at once and a revised one shows its latest title.
 */
export interface CollectionView {
  collection_id: string;
  organisation_id: string;
  name: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** Newest first. */
  items: CollectionItemView[];
}

export interface InsightView {
  insight_id: string;
  organisation_id: string;
  product_id: string;
  status: 'current' | 'stale';
  title: string;
  summary: string;
  key_phrases: string[];
  quotes: Array<{ snippet_id: string; document_id: string; text: string }>;
  members_artefact: string;
  snippet_count: number;
  sentiment: { mean: number; label: string; positive: number; neutral: number; negative: number };
  impact: InsightScoreView;
  priority: InsightScoreView;
  survey_column_name: string | null;
  survey_breakdowns: unknown[];
  source_breakdown: {
    by_kind: Record<string, number>;
    by_document: Array<{ document_id: string; file_name: string; count: number }>;
  };
  /** Dated members by day (YYYY-MM-DD). */
  mentions_by_day: Record<string, number>;
  /** The accounts of the project's sales data behind it; null when the analysis had no sales data. */
  revenue: InsightRevenueView | null;
  /** The moment the analysis measured recency from, and the half-life it used. */
  measured_at: string;
  half_life_days: number;
  /** Members the latest revision found that no earlier analysis had seen; 0 when created. */
  new_evidence_count: number;
  /**
   * Those new members' snippet ids, as the revision named them (at most NEW_EVIDENCE_IDS_KEPT),
   * less any removed since: the insight page's "new since the last analysis". Absent on views
   * projected before it was kept.
   */
  new_evidence_snippet_ids?: string[];
  /** A person's own impact score (0..100), who set it and when; null until someone does. */
  user_impact_score: number | null;
  user_impact_score_by: string | null;
  user_impact_score_at: string | null;
  /** Who keeps it saved and who follows it (user ids). */
  saved_by: string[];
  followers: string[];
  /** Out of the ranked list, and why; null when it is in. */
  dismissal: { reason: string; search_query: string | null; by: string; at: string } | null;
  /** Back in the ranked list after a dismissal, because of new evidence; null until then. */
  resurfaced: { dismissed_at: string; dismissed_reason: string; new_mentions: number; at: string } | null;
  /** The team's priority (TEAM_PRIORITIES), one for the organisation; views projected before it existed have none (read as 'none'). */
  team_priority?: TeamPriority;
  /** The revision of the insight's stream the view shows (its last event's); a command may name it in If-Match. */
  revision?: number;
  /** The analysis that last created, revised or staled it, and its version. */
  job_id: string;
  version: number;
  created_at: string;
  updated_at: string;
}

/** A key of the analyst stream (`stream_keys`): its hash, never its secret. */
export interface StreamKeyView {
  key_id: string;
  organisation_id: string;
  name: string;
  /** SHA-256 (hex) of the secret: how a request's key is found. */
  key_hash: string;
  prefix: string;
  created_by: string;
  created_at: string;
  revoked_at: string | null;
  revoked_by: string | null;
}
