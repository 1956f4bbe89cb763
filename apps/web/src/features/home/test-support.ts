// Builders for the organisation home's tests.
import type { RecentProject, TopInsight } from './api/types';

export function aRecentProject(overrides: Partial<RecentProject> = {}): RecentProject {
  return {
    product_id: 'p-1',
    customer: 'acme',
    name: 'Onboarding',
    description: '',
    goal: '',
    type: 'insights',
    status: 'Live',
    version: 1,
    objective: '',
    audience: '',
    time_available: '',
    customer_description: '',
    use_sales_data: false,
    keywords: [],
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
    insight_count: 3,
    created_by: 'u-1',
    created_at: '2025-06-02T12:00:00.000Z',
    updated_at: '2025-06-02T12:00:00.000Z',
    analysis: anAnalysis(),
    ...overrides,
  };
}

export function anAnalysis(overrides: Partial<RecentProject['analysis']> = {}): RecentProject['analysis'] {
  return {
    job_id: 'analysis-p-1-1',
    status: 'succeeded',
    stage: null,
    message: null,
    progress: 1,
    version: 1,
    requested_at: '2025-06-02T12:00:00.000Z',
    started_at: '2025-06-02T12:00:01.000Z',
    finished_at: '2025-06-02T12:01:00.000Z',
    error_code: null,
    error_message: null,
    insights: { created: 3, continued: 0, staled: 0 },
    ...overrides,
  };
}

export function aTopInsight(overrides: Partial<TopInsight> = {}): TopInsight {
  const score = overrides.user_updated_customer_impact_score ?? 50;
  const noFactors = { score, factors: [] };
  return {
    recommendation_id: 'r-1',
    product_id: 'p-1',
    status: 'current',
    title: 'Imports fail without saying why',
    summary: '',
    key_phrases: [],
    impact_score: score,
    priority_score: score,
    user_updated_customer_impact_score: score,
    score_breakdown: { impact: noFactors, priority: noFactors },
    sentiment: { mean: 0, label: 'neutral', positive: 0, neutral: 5, negative: 0 },
    snippet_count: 5,
    new_evidence_count: 0,
    source_breakdown: { by_kind: { document: 5 }, by_document: [{ document_id: 'd-1', file_name: 'report.pdf', count: 5 }] },
    quotes: [],
    survey_column_name: null,
    surveyInsightBreakdowns: [],
    is_saved: false,
    teamPriority: null,
    version: 1,
    created_at: '2025-06-02T12:00:00.000Z',
    updated_at: '2025-06-02T12:00:00.000Z',
    ...overrides,
  };
}
