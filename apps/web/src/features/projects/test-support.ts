// Builders shared by the projects screens' tests.
import type { Analysis, Product } from './api/types';

export function anAnalysis(overrides: Partial<Analysis> = {}): Analysis {
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

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    product_id: 'p-1',
    customer: 'acme',
    name: 'Onboarding research',
    description: 'Why new customers stall in their first week.',
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
    insight_count: 5,
    created_by: 'u-1',
    created_at: '2025-06-02T12:00:00.000Z',
    updated_at: '2025-06-02T12:00:00.000Z',
    analysis: anAnalysis({ status: 'succeeded' }),
    ...overrides,
  };
}
