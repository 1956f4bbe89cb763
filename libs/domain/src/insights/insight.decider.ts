import type { Decider } from '../shared/decider';
import type { InsightCommand } from './insight.commands';
import { insightErrors } from './insight.errors';
import { type InsightEvent, insightEventTypes, NEW_EVIDENCE_IDS_KEPT } from './insight.events';

export interface InsightState {
  status: 'absent' | 'current' | 'stale';
  insightId: string | null;
  organisationId: string | null;
  productId: string | null;
  /** The analysis that last created, revised or staled it: the same job again decides nothing. */
  lastJobId: string | null;
  userImpactScore: number | null;
}

export const initialInsightState: InsightState = {
  status: 'absent',
  insightId: null,
  organisationId: null,
  productId: null,
  lastJobId: null,
  userImpactScore: null,
};

function decide(command: InsightCommand, state: InsightState): InsightEvent[] {
  switch (command.type) {
    case 'CreateInsight': {
      if (state.status !== 'absent') {
        if (state.lastJobId === command.jobId) return [];
        throw insightErrors.idTaken();
      }
      // What is left of the command once its own fields are named is the insight's content.
      const { type: _type, insightId, organisationId, productId, jobId, version, now, ...content } = command;
      return [{ type: 'InsightCreated', data: { insightId, organisationId, productId, jobId, version, ...content, createdAt: now } }];
    }
    case 'ReviseInsight': {
      if (state.insightId === null) throw insightErrors.notFound();
      if (state.lastJobId === command.jobId) return [];
      const { type: _type, jobId, version, newEvidence, now, ...content } = command;
      return [
        {
          type: 'InsightRevised',
          data: {
            insightId: state.insightId,
            jobId,
            version,
            ...content,
            newEvidence: { count: newEvidence.count, snippetIds: newEvidence.snippetIds.slice(0, NEW_EVIDENCE_IDS_KEPT) },
            revisedAt: now,
          },
        },
      ];
    }
    case 'MarkInsightStale': {
      if (state.insightId === null) throw insightErrors.notFound();
      if (state.lastJobId === command.jobId || state.status === 'stale') return [];
      return [
        {
          type: 'InsightMarkedStale',
          data: { insightId: state.insightId, jobId: command.jobId, version: command.version, markedAt: command.now },
        },
      ];
    }
    case 'SetImpactScore': {
      if (state.insightId === null || state.organisationId !== command.organisationId) throw insightErrors.notFound();
      if (!Number.isFinite(command.score) || command.score < 0 || command.score > 100) throw insightErrors.invalidScore();
      if (state.userImpactScore === command.score) return [];
      return [
        {
          type: 'InsightImpactScoreSet',
          data: { insightId: state.insightId, score: command.score, setBy: command.setBy, setAt: command.now },
        },
      ];
    }
  }
}

function evolve(state: InsightState, event: InsightEvent): InsightState {
  switch (event.type) {
    case 'InsightCreated':
      return {
        ...state,
        status: 'current',
        insightId: event.data.insightId,
        organisationId: event.data.organisationId,
        productId: event.data.productId,
        lastJobId: event.data.jobId,
      };
    case 'InsightRevised':
      return { ...state, status: 'current', lastJobId: event.data.jobId };
    case 'InsightMarkedStale':
      return { ...state, status: 'stale', lastJobId: event.data.jobId };
    case 'InsightImpactScoreSet':
      return { ...state, userImpactScore: event.data.score };
  }
}

export const insightDecider: Decider<InsightCommand, InsightState, InsightEvent> = {
  initialState: initialInsightState,
  decide,
  evolve,
  eventTypes: insightEventTypes,
};
