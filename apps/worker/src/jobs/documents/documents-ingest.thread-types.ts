import type { DocumentKind, SalesSummary, SurveyColumnType } from '@app/domain';

export interface IngestOnThreadInput {
  documentId: string;
  fileName: string;
  /** Sales data is read as a CRM export; any other kind as its format says. */
  kind?: DocumentKind;
  bytes: Uint8Array;
}

export interface IngestedSummary {
  snippets: number;
  pages?: number;
  speakers?: number;
  respondents?: number;
  structure: Record<string, unknown>;
  surveyColumns?: Array<{ name: string; type: SurveyColumnType; evidence: string; include: boolean; description: string }>;
  sales?: SalesSummary;
  notes: string[];
}

/** A refusal comes back as data: an error crossing the thread boundary loses its code. */
export type IngestOnThreadResult =
  { ok: true; artefact: Uint8Array; summary: IngestedSummary } | { ok: false; code: string; message: string };
