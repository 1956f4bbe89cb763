// The documents the projectors write and the query side reads: the contract between the two apps.

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

export type DocumentKindView = 'document' | 'transcript' | 'survey';
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
  notes: string[];
  ingested_on: string | null;
}
