// Builders for projects (products), their analyses and their insights (recommendations), shared by
// the tests of every feature that shows them (home, projects, insights).
import type {
  InsightSnippetResponse,
  ProductAnalysisResponse,
  ProductResponse,
  RecommendationResponse,
  RecommendationScoreResponse,
} from '../src/lib/generated/api-types';

export function anAnalysis(overrides: Partial<ProductAnalysisResponse> = {}): ProductAnalysisResponse {
  return {
    job_id: null,
    status: 'none',
    stage: null,
    message: null,
    progress: 0,
    version: null,
    requested_at: null,
    started_at: null,
    finished_at: null,
    error_code: null,
    error_message: null,
    insights: null,
    ...overrides,
  };
}

export function aProduct(overrides: Partial<ProductResponse> = {}): ProductResponse {
  return {
    product_id: 'p-1',
    customer: 'acme',
    name: 'Onboarding research',
    description: 'Why new customers stall in their first week.',
    goal: '',
    type: 'insights',
    status: 'Live',
    version: 2,
    objective: '',
    audience: '',
    time_available: '',
    customer_description: '',
    use_sales_data: false,
    keywords: ['onboarding'],
    sales_calls_start_date: null,
    sales_calls_end_date: null,
    use_salesforce_opportunity: false,
    salesforce_opportunity_stage: '',
    salesforce_opportunity_start_date: null,
    salesforce_opportunity_end_date: null,
    slack_channels: [],
    name_generated: false,
    description_generated: false,
    document_count: 2,
    insight_count: 2,
    created_by: 'u-1',
    created_at: '2025-06-02T12:00:00.000Z',
    updated_at: '2025-06-02T12:00:00.000Z',
    analysis: anAnalysis({ status: 'succeeded' }),
    ...overrides,
  };
}

export function aScore(score: number): RecommendationScoreResponse {
  return {
    score,
    factors: [
      { name: 'frequency', weight: 0.4, value: 0.5, contribution: 20, known: true, explanation: 'Raised in 12 of 40 snippets.' },
      { name: 'recency', weight: 0.6, value: 0.8, contribution: 48, known: true, explanation: 'Most mentions are from the last month.' },
      {
        name: 'revenue',
        weight: 0,
        value: 0,
        contribution: 0,
        known: false,
        explanation: 'Unknown: no revenue (ARR) is known for this project.',
      },
    ],
  };
}

export function aRecommendation(overrides: Partial<RecommendationResponse> = {}): RecommendationResponse {
  return {
    recommendation_id: 'r-1',
    product_id: 'p-1',
    status: 'current',
    title: 'Imports fail without saying why',
    summary: 'Customers wait for imports that fail silently.',
    key_phrases: ['import', 'error message'],
    impact_score: 68,
    priority_score: 55,
    user_updated_customer_impact_score: 68,
    score_breakdown: { impact: aScore(68), priority: aScore(55) },
    sentiment: { mean: -0.4, label: 'negative', positive: 1, neutral: 2, negative: 9 },
    snippet_count: 12,
    new_evidence_count: 0,
    source_breakdown: {
      by_kind: { transcript: 8, document: 4 },
      by_document: [
        { document_id: 'd-1', file_name: 'customer-call.vtt', count: 8 },
        { document_id: 'd-2', file_name: 'report.pdf', count: 4 },
      ],
    },
    quotes: [{ snippet_id: 'd-1:3', document_id: 'd-1', text: 'The import failed twice and never said why.' }],
    survey_column_name: null,
    surveyInsightBreakdowns: [],
    is_saved: false,
    is_followed: false,
    dismissal: null,
    resurfaced: null,
    teamPriority: 'none',
    revision: 3,
    version: 2,
    created_at: '2025-06-02T12:00:00.000Z',
    updated_at: '2025-06-02T12:00:00.000Z',
    chart: [
      { month: '2025-01', mentions: 1 },
      { month: '2025-02', mentions: 0 },
      { month: '2025-03', mentions: 2 },
      { month: '2025-04', mentions: 3 },
      { month: '2025-05', mentions: 2 },
      { month: '2025-06', mentions: 4 },
    ],
    ...overrides,
  };
}

/** A snippet of an insight (GET /api/snippets/v2), as its page and the assistant's citations open it. */
export function anInsightSnippet(overrides: Partial<InsightSnippetResponse> = {}): InsightSnippetResponse {
  return {
    snippet_id: 'd-1:3',
    text: 'The import failed twice and never said why.',
    document_id: 'd-1',
    file_name: 'customer-call.vtt',
    kind: 'transcript',
    location: { speaker: 'Grace', start: 187 },
    attributes: {},
    date: null,
    recommendations: ['r-1'],
    ...overrides,
  };
}
