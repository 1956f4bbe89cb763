import type { Decider } from '../shared/decider';
import type { WriteupCommand } from './writeup.commands';
import { writeupErrors } from './writeup.errors';
import {
  BRIEF_FIELD_MAX_CHARS,
  type BriefInputs,
  WRITEUP_BLOCK_MAX_CHARS,
  WRITEUP_INSIGHTS_MAX,
  WRITEUP_PROMPT_MAX_CHARS,
  WRITEUP_TITLE_MAX_CHARS,
  type WriteupEvent,
  writeupEventTypes,
  type WriteupKind,
  type WriteupSectionData,
} from './writeup.events';
import { writeupJobId } from './writeup-job';

export interface WriteupState {
  productId: string | null;
  organisationId: string | null;
  kind: WriteupKind | null;
  /** Generations asked for so far: the next one's job is numbered one more. */
  requests: number;
  /** The generation under way, if any: one at a time per document. */
  pendingJobId: string | null;
  brief: BriefInputs | null;
  insightIds: string[] | null;
  /** The latest refinement, which a refresh keeps. */
  prompt: string | null;
  /** 0 until the first generation is recorded. */
  version: number;
  title: string;
  sections: WriteupSectionData[];
}

export const initialWriteupState: WriteupState = {
  productId: null,
  organisationId: null,
  kind: null,
  requests: 0,
  pendingJobId: null,
  brief: null,
  insightIds: null,
  prompt: null,
  version: 0,
  title: '',
  sections: [],
};

const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

function briefAnswers(given: BriefInputs): BriefInputs {
  const answers = {
    goal: given.goal.trim(),
    methodology: oneLine(given.methodology),
    timeline: given.timeline.trim(),
    audience: given.audience.trim(),
  };
  if (answers.methodology === '') throw writeupErrors.methodologyRequired();
  if (Object.values(answers).some((answer) => [...answer].length > BRIEF_FIELD_MAX_CHARS)) throw writeupErrors.briefFieldTooLong();
  return answers;
}

function refinement(prompt: string | null, required: boolean): string | null {
  const text = prompt === null ? '' : prompt.trim();
  if (text === '') {
    if (required) throw writeupErrors.promptRequired();
    return null;
  }
  if ([...text].length > WRITEUP_PROMPT_MAX_CHARS) throw writeupErrors.promptTooLong();
  return text;
}

function chosenInsights(ids: string[] | null): string[] | null {
  if (ids === null) return null;
  const unique = [...new Set(ids)];
  if (unique.length > WRITEUP_INSIGHTS_MAX) throw writeupErrors.tooManyInsights();
  return unique.length === 0 ? null : unique;
}

const citationKey = (citation: { insightId: string; snippetId: string | null }) => `${citation.insightId}|${citation.snippetId ?? ''}`;

/**
 * A person's edit keeps the document's shape (its sections and paragraphs, in order) and may only
 * change wording or drop citations: evidence the document was not built on cannot be added by hand,
 * so every remaining citation still points at what the generation checked.
 */
function editedSections(current: WriteupSectionData[], edited: WriteupSectionData[]): WriteupSectionData[] {
  if (edited.length !== current.length) throw writeupErrors.sectionsMismatch();
  return current.map((section, sectionIndex) => {
    const next = edited[sectionIndex];
    if (next.key !== section.key || next.blocks.length !== section.blocks.length) throw writeupErrors.sectionsMismatch();
    return {
      key: section.key,
      blocks: section.blocks.map((block, blockIndex) => {
        const nextBlock = next.blocks[blockIndex];
        if (nextBlock.id !== block.id) throw writeupErrors.sectionsMismatch();
        const text = nextBlock.text.trim();
        if ([...text].length > WRITEUP_BLOCK_MAX_CHARS) throw writeupErrors.blockTooLong();
        const allowed = new Set(block.citations.map(citationKey));
        if (nextBlock.citations.some((citation) => !allowed.has(citationKey(citation)))) throw writeupErrors.citationUnknown();
        const kept = new Set(nextBlock.citations.map(citationKey));
        return { id: block.id, text, citations: block.citations.filter((citation) => kept.has(citationKey(citation))) };
      }),
    };
  });
}

function decide(command: WriteupCommand, state: WriteupState): WriteupEvent[] {
  switch (command.type) {
    case 'RequestWriteup': {
      if (state.organisationId !== null && state.organisationId !== command.organisationId) throw writeupErrors.notFound();
      if (state.pendingJobId !== null) throw writeupErrors.inProgress();
      const { productId, organisationId, kind, trigger, requestedBy, now } = command;
      const prompt = trigger === 'refresh' ? state.prompt : refinement(command.prompt, trigger === 'refine');
      let brief: BriefInputs | null = null;
      if (kind === 'research_plan') {
        const given = command.brief ?? state.brief;
        if (given === null) throw writeupErrors.briefRequired();
        brief = briefAnswers(given);
      }
      const insightIds = command.insightIds === null ? state.insightIds : chosenInsights(command.insightIds);
      const jobId = writeupJobId(productId, kind, state.requests + 1);
      return [
        {
          type: 'WriteupRequested',
          data: { productId, organisationId, kind, jobId, trigger, prompt, brief, insightIds, requestedBy, requestedAt: now },
        },
      ];
    }
    case 'RecordWriteup': {
      // Recorded already, or not this document's current request: a retried job decides nothing.
      if (state.pendingJobId !== command.jobId || state.productId === null || state.kind === null) return [];
      const { jobId, title, sections, basis, analysisVersion, mode, problems, now } = command;
      return [
        {
          type: 'WriteupGenerated',
          data: {
            productId: state.productId,
            kind: state.kind,
            jobId,
            version: state.version + 1,
            title,
            sections,
            basis,
            analysisVersion,
            mode,
            problems,
            generatedAt: now,
          },
        },
      ];
    }
    case 'RecordWriteupFailure': {
      if (state.pendingJobId !== command.jobId || state.productId === null || state.kind === null) return [];
      const { jobId, code, message, now } = command;
      return [
        { type: 'WriteupGenerationFailed', data: { productId: state.productId, kind: state.kind, jobId, code, message, failedAt: now } },
      ];
    }
    case 'EditWriteup': {
      if (state.version === 0 || state.organisationId !== command.organisationId || state.productId === null || state.kind === null) {
        throw writeupErrors.notFound();
      }
      if (command.expectedVersion !== null && command.expectedVersion !== state.version) throw writeupErrors.versionChanged();
      const title = oneLine(command.title);
      if (title === '' || [...title].length > WRITEUP_TITLE_MAX_CHARS) throw writeupErrors.titleInvalid();
      const sections = editedSections(state.sections, command.sections);
      if (title === state.title && JSON.stringify(sections) === JSON.stringify(state.sections)) return [];
      const { editedBy, now } = command;
      return [
        {
          type: 'WriteupEdited',
          data: { productId: state.productId, kind: state.kind, version: state.version + 1, title, sections, editedBy, editedAt: now },
        },
      ];
    }
  }
}

function evolve(state: WriteupState, event: WriteupEvent): WriteupState {
  switch (event.type) {
    case 'WriteupRequested': {
      const { productId, organisationId, kind, jobId, brief, insightIds, prompt } = event.data;
      return {
        ...state,
        productId,
        organisationId,
        kind,
        requests: state.requests + 1,
        pendingJobId: jobId,
        brief: brief ?? state.brief,
        insightIds,
        prompt,
      };
    }
    case 'WriteupGenerated':
    case 'WriteupEdited':
      return {
        ...state,
        pendingJobId: event.type === 'WriteupGenerated' ? null : state.pendingJobId,
        version: event.data.version,
        title: event.data.title,
        sections: event.data.sections,
      };
    case 'WriteupGenerationFailed':
      return { ...state, pendingJobId: null };
  }
}

export const writeupDecider: Decider<WriteupCommand, WriteupState, WriteupEvent> = {
  initialState: initialWriteupState,
  eventTypes: writeupEventTypes,
  decide,
  evolve,
};
