import type { AnalysisOther, DocumentKind, InsightContent, SurveyColumn } from '@app/domain';
import type { ProjectContext } from '@app/insights';

/** One ready source document of the project, its snippet artefact read on the event loop. */
export interface SourceDocument {
  documentId: string;
  fileName: string;
  kind: DocumentKind;
  /** Snippets without a date of their own are dated by the upload. */
  uploadedAt: string;
  /** Surveys: the columns as a person last set them (or as ingestion typed them). */
  surveyColumns: SurveyColumn[];
  /** The gzip snippet artefact, decoded on the thread. */
  artefact: Uint8Array;
}

/** An insight an earlier analysis of the project found, as it stood before this job. */
export interface ExistingInsight {
  insightId: string;
  status: 'current' | 'stale';
  /** Its members artefact (null when none could be read: it then matches by nothing). */
  members: Uint8Array | null;
  /** Snippets people took out of it: the theme that continues it leaves them out. */
  removedSnippetIds: string[];
}

/** Inclusive ISO days (YYYY-MM-DD); null leaves that end open. */
export interface DateRange {
  start: string | null;
  end: string | null;
}

export interface AnalyseProjectOnThreadInput {
  /** The moment recency is measured from (ISO 8601). */
  now: string;
  context: ProjectContext;
  range: DateRange;
  seed: number;
  halfLifeDays: number;
  documents: SourceDocument[];
  existing: ExistingInsight[];
}

/** What the events say of a theme, less the members artefact's hash (known once the bytes are stored). */
export type ThemeContent = Omit<InsightContent, 'membersArtefact'>;

export interface ThemeOutcome {
  /** 0-based position in the engine's ranking: with the job id it names a new insight. */
  rank: number;
  content: ThemeContent;
  /** The encoded members artefact (encodeInsightMembers). */
  members: Uint8Array;
  /** The existing insight this theme continues, or null for a new insight. */
  continues: { insightId: string; newEvidence: { count: number; snippetIds: string[] } } | null;
}

export interface AnalysedProject {
  ok: true;
  /** Snippets the engine analysed (after the date range). */
  snippets: number;
  themes: ThemeOutcome[];
  /** Existing insights no theme continues: each is marked stale (a no-op for those already stale). */
  unmatched: string[];
  /** Of those, the ones current until now: the analysis' `staled`. */
  staled: string[];
  /** The snippets of themes too small to rank (the engine's Other bucket); null when the engine gave none. */
  other: AnalysisOther | null;
  /** Written from the data, used only where the person left the project's name or description blank. */
  name: string;
  description: string;
  computeMs: number;
}

/** A refusal comes back as data: an error crossing the thread boundary loses its code. */
export type AnalyseProjectOnThreadResult = AnalysedProject | { ok: false; code: string; message: string };
