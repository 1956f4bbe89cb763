// The generated documents' shapes are generated from the served OpenAPI document (`npm run api:types`);
// this file names them as the feature speaks of them, and adds the arguments the screens pass.
import type {
  AutoBuildResponse,
  BriefDto,
  EditWriteupDto,
  GenerateWriteupDto,
  WriteupBlockResponse,
  WriteupChangeResponse,
  WriteupEditedResponse,
  WriteupGenerationResponse,
  WriteupListResponse,
  WriteupRequestedResponse,
  WriteupResponse,
  WriteupSectionResponse,
  WriteupSourceResponse,
  WriteupSummaryResponse,
  WriteupVersionContentResponse,
  WriteupVersionResponse,
} from '../../../lib/generated/api-types';

/** research_plan (the research brief), product_spec (the PRD) or value_prop. */
export type WriteupKind = WriteupResponse['kind'];
export const WRITEUP_KINDS: readonly WriteupKind[] = ['research_plan', 'product_spec', 'value_prop'];

/** Each kind's sections, in order (docs/api.md). */
export const SECTION_KEYS: Record<WriteupKind, readonly string[]> = {
  research_plan: ['goal', 'methodology', 'timeline', 'audience', 'what_we_know', 'open_questions'],
  product_spec: [
    'problem_statement',
    'user_stories',
    'goals_and_success_metrics',
    'requirements',
    'risks_and_assumptions',
    'engineering_implementation_plan',
  ],
  value_prop: ['target_audience', 'pain_points', 'benefits', 'positioning_message', 'value_story'],
};

export const WRITEUP_STAGES = ['creating', 'updating', 'generating'] as const;
export const WRITEUP_CHANGES: readonly WriteupChange['change'][] = [
  'dismissed',
  'deleted',
  'stale',
  'new_evidence',
  'snippets_removed',
  'revised',
];

export type Writeup = WriteupResponse;
export type WriteupSection = WriteupSectionResponse;
export type WriteupBlock = WriteupBlockResponse;
export type WriteupSource = WriteupSourceResponse;
export type WriteupChange = WriteupChangeResponse;
export type WriteupGeneration = WriteupGenerationResponse;
export type WriteupVersion = WriteupVersionResponse;
/** A version as it was written, read back from the document's events. */
export type WriteupVersionContent = WriteupVersionContentResponse;
export type WriteupSummary = WriteupSummaryResponse;
export type WriteupList = WriteupListResponse;
export type WriteupRequested = WriteupRequestedResponse;
export type AutoBuilt = AutoBuildResponse;
export type WriteupEdited = WriteupEditedResponse;
/** POST /api/brief/api */
export type BriefRequest = BriefDto;

export interface WriteupRef {
  productId: string;
  kind: WriteupKind;
}

/** POST /api/products/{id}/writeups/{kind}: the first generation, a refinement (prompt) or a refresh ({}). */
export interface GenerateWriteupRequest extends WriteupRef {
  body: GenerateWriteupDto;
}

/** PUT /api/products/{id}/writeups/{kind} */
export interface EditWriteupRequest extends WriteupRef {
  body: EditWriteupDto;
}
