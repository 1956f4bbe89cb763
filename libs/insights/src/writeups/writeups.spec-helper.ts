import type { WriteupInsight, WriteupKind, WriteupMaterial } from './types';

/** An insight with plain defaults; tests override what they are about. */
export function insight(id: string, overrides: Partial<WriteupInsight> = {}): WriteupInsight {
  return {
    id,
    title: `Insight ${id}`,
    summary: `Summary of ${id}.`,
    quotes: [
      { snippetId: `${id}-s1`, documentId: 'd1', text: `First quote of ${id}` },
      { snippetId: `${id}-s2`, documentId: 'd2', text: `Second quote of ${id}` },
      { snippetId: `${id}-s3`, documentId: 'd2', text: `Third quote of ${id}` },
    ],
    snippetCount: 10,
    sentiment: { mean: 0, label: 'neutral', positive: 2, neutral: 6, negative: 2 },
    impact: 50,
    priority: 50,
    keyPhrases: [],
    surveyColumn: null,
    surveyBreakdowns: [],
    revenue: null,
    sourceKinds: { transcript: 6, survey: 4 },
    newEvidence: 0,
    ...overrides,
  };
}

/** An airline's customer research: four insights of different shapes. */
export const AIRLINE_INSIGHTS: WriteupInsight[] = [
  insight('lost', {
    title: 'Lost luggage',
    summary: 'Bags go missing on connecting flights and nobody tells the passenger where they are.',
    quotes: [
      { snippetId: 'lost-1', documentId: 'call-7', text: 'My bag was lost on the connection in Frankfurt and nobody called me back.' },
      { snippetId: 'lost-2', documentId: 'call-9', text: 'Three days without my suitcase.' },
      { snippetId: 'lost-3', documentId: 'survey-1', text: 'Track the bags please' },
    ],
    snippetCount: 14,
    sentiment: { mean: -0.6, label: 'negative', positive: 0, neutral: 2, negative: 11 },
    impact: 74.4,
    priority: 82,
    keyPhrases: ['lost bag', 'connecting flight'],
    revenue: { totalArr: 120000, accounts: 3 },
    sourceKinds: { transcript: 12, survey: 2 },
    newEvidence: 4,
    surveyBreakdowns: [
      {
        column: 'Satisfaction',
        type: 'likert',
        scale: { min: 1, max: 5 },
        theme: { responses: 2, mean: 1.5, distribution: [] },
        all: { responses: 40, mean: 3.425, distribution: [] },
        delta: { mean: -1.925 },
      },
      { column: 'Broken', type: 'likert', theme: 'not an object' },
    ],
  }),
  insight('crew', {
    title: 'Friendly cabin crew',
    summary: 'Passengers praise the crew on long-haul flights.',
    quotes: [{ snippetId: 'crew-1', documentId: 'survey-1', text: 'The crew were lovely' }],
    snippetCount: 12,
    sentiment: { mean: 0.7, label: 'positive', positive: 9, neutral: 3, negative: 0 },
    impact: 61,
    priority: 35,
    keyPhrases: ['crew'],
    sourceKinds: { survey: 12 },
    surveyBreakdowns: [
      {
        column: 'Recommend',
        type: 'nps',
        theme: { responses: 12, promoters: 8, passives: 2, detractors: 2, nps: 50 },
        all: { responses: 40, promoters: 14, passives: 10, detractors: 16, nps: -5 },
        delta: { nps: 55 },
      },
    ],
  }),
  insight('refund', {
    title: 'Slow refunds',
    summary: 'Refunds for cancelled flights take weeks.',
    quotes: [
      { snippetId: 'refund-1', documentId: 'call-2', text: 'Six weeks for a refund of a cancelled flight.' },
      { snippetId: 'refund-2', documentId: 'doc-1', text: 'The refund form loses my data' },
    ],
    snippetCount: 9,
    sentiment: { mean: -0.4, label: 'negative', positive: 1, neutral: 2, negative: 6 },
    impact: 55,
    priority: 71,
    keyPhrases: ['refund', 'cancelled flight'],
    sourceKinds: { transcript: 7, document: 2 },
  }),
  insight('app', {
    title: 'Check-in app onboarding',
    summary: 'New users struggle to set up the app before their first flight.',
    quotes: [{ snippetId: 'app-1', documentId: 'call-3', text: 'Setting up the app took me 20 minutes at the gate' }],
    snippetCount: 3,
    sentiment: { mean: -0.1, label: 'mixed', positive: 1, neutral: 0, negative: 2 },
    impact: 30,
    priority: 20,
    keyPhrases: ['onboarding', 'setup'],
    sourceKinds: { transcript: 3 },
  }),
];

export function material(kind: WriteupKind, overrides: Partial<WriteupMaterial> = {}): WriteupMaterial {
  return {
    kind,
    project: {
      name: 'Acme Air',
      description: 'Customer research for the airline.',
      goal: 'Understand why passengers churn',
      audience: 'frequent flyers',
      objective: 'Cut churn among frequent flyers',
      timeAvailable: '6 weeks',
      customerDescription: 'Business travellers flying twice a month',
    },
    insights: AIRLINE_INSIGHTS,
    brief:
      kind === 'research_plan'
        ? {
            goal: 'Find what drives churn',
            methodology: 'Interviews with 10 churned passengers',
            timeline: '4 weeks',
            audience: 'Churned passengers',
          }
        : null,
    prompt: null,
    ...overrides,
  };
}
