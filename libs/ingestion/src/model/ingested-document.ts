import type { SurveyColumnType } from '@app/insights';

/**
 * What the ingestion library hands back for one file: the document's facts and its snippets, each
 * remembering exactly where in the file it came from.
 */

export const INGEST_FORMATS = ['text', 'markdown', 'pdf', 'docx', 'html', 'vtt', 'srt', 'json_transcript', 'csv', 'xlsx'] as const;
export type IngestFormat = (typeof INGEST_FORMATS)[number];

/** Where a snippet sits in its file; which fields are set depends on the format. */
export interface SnippetLocation {
  /** 1-based page (PDF). */
  page?: number;
  /** 1-based paragraph: within the page for PDF, within the document otherwise. */
  paragraph?: number;
  /** 1-based line where the snippet starts (plain text, Markdown). */
  line?: number;
  /** Headings above the snippet, outermost first (DOCX, Markdown, HTML). */
  headingPath?: string[];
  /** Seconds from the start of the recording (transcripts). */
  start?: number;
  end?: number;
  speaker?: string;
  /** 1-based row as the spreadsheet shows it (the header is row 1) and the column's name (surveys). */
  row?: number;
  column?: string;
  /** Worksheet name (XLSX). */
  sheet?: string;
}

/** Demographic and other respondent attributes, keyed by SPEC.md's demographic keys where one applies. */
export type CustomerAttributes = Record<string, string>;

export interface SnippetOccurrence {
  location: SnippetLocation;
  date?: string;
  customer?: CustomerAttributes;
}

export interface IngestedSnippet extends SnippetOccurrence {
  text: string;
  /** How many times this exact text occurs in the file (identical snippets are merged). */
  count: number;
  /** Where the further occurrences are, when count > 1 (capped by limits.maxOccurrencesKept). */
  repeats?: SnippetOccurrence[];
}

export interface SurveyColumn {
  name: string;
  /** SPEC.md's survey column types; 'None' columns are not analysed. */
  type: SurveyColumnType;
  /** Why this type was chosen, so a person can correct it. */
  evidence: string;
  /** Whether the column is analysed by default (every type but 'None'). */
  include: boolean;
  /** The demographic key the column stands for ('Marital Status' -> 'marital_status'), if any. */
  demographicKey?: string;
}

export interface SurveyTable {
  columns: SurveyColumn[];
  /** Every respondent's answers as text, by column name; likert, nps and numeric values stay here for breakdowns. */
  rows: Array<Record<string, string>>;
  /** Column naming the respondent, when one does. */
  respondentColumn?: string;
  /** Column holding each response's date, when one does. */
  dateColumn?: string;
}

export interface HeadingEntry {
  level: number;
  text: string;
}

export interface DocumentStructure {
  pages?: number;
  headings?: HeadingEntry[];
  speakers?: string[];
  columns?: SurveyColumn[];
  /** Respondent rows of a survey. */
  rows?: number;
  sheet?: string;
}

export interface IngestedDocument {
  format: IngestFormat;
  title: string;
  /** ISO 639-1 code of the main language, 'und' when the text gives too little to tell. */
  language: string;
  characters: number;
  words: number;
  /** The document's own date (PDF creation date, transcript date), ISO 8601, when it says one. */
  date?: string;
  structure: DocumentStructure;
  snippets: IngestedSnippet[];
  /** Surveys only: column types and every respondent's answers. */
  survey?: SurveyTable;
  /** Things a person should know that did not stop the file being read (e.g. boilerplate removed). */
  notes: string[];
}

/** The canonical fields a CRM export is read into, whatever its own column names. */
export const SALES_FIELDS = ['account', 'arr', 'stage', 'close_date', 'created_date', 'domain'] as const;
export type SalesField = (typeof SALES_FIELDS)[number];

/** One row of a CRM export (an account, or an opportunity of one). */
export interface SalesRecord {
  /** 1-based row as the spreadsheet shows it (the header is its own row). */
  row: number;
  account: string;
  /** Annual recurring revenue, in the export's own currency. */
  arr?: number;
  stage?: string;
  /** YYYY-MM-DD. */
  close_date?: string;
  /** YYYY-MM-DD. */
  created_date?: string;
  /** Lower-case host without www. (acme.com); never a free-mail host. */
  domain?: string;
}

export interface IngestedSales {
  format: 'csv' | 'xlsx';
  title: string;
  /** Each field found, with the header it was read from. */
  columns: Partial<Record<SalesField, string>>;
  records: SalesRecord[];
  /** Distinct accounts, by normalised name. */
  accounts: number;
  /** Sum over the distinct accounts of each one's largest ARR. */
  totalArr: number;
  /** Non-blank rows under the header, those skipped included. */
  rows: number;
  sheet?: string;
  notes: string[];
}

/** The rows of one account (by normalised name), as the analysis attaches revenue to customers. */
export interface SalesAccount {
  /** The normalised account name the rows share. */
  key: string;
  /** The account's name as first written. */
  account: string;
  /** The largest ARR among its rows: an export repeats the account's ARR on each opportunity. */
  arr?: number;
  /** The stage of its row closing last, else of its last row with a stage. */
  stage?: string;
  domains: string[];
  rows: number[];
}
