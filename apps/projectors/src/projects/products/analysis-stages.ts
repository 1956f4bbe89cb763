import { ANALYSIS_STAGE_VIEWS, type AnalysisStageView } from '@app/infrastructure/read-models';

const STAGE_BY_MESSAGE = new Map<string, AnalysisStageView>(ANALYSIS_STAGE_VIEWS.map((stage) => [stage.message, stage.key]));

/** The stage a progress message names (JobProgressed carries the English text), or null for any other message. */
export const stageOf = (message: string): AnalysisStageView | null => STAGE_BY_MESSAGE.get(message) ?? null;
