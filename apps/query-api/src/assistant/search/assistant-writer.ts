import {
  type AnswerCitation,
  answerWithModel,
  chatCompletionsProviderFromEnv,
  type LlmProvider,
  type ModelAnswerRequest,
} from '@app/insights/search';
import { Injectable, Logger } from '@nestjs/common';

export type WrittenAnswer = { by: 'model'; text: string; citations: AnswerCitation[] } | { by: 'offline'; modelFailed: boolean };

/**
 * The configured language model (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY, LLM_TIMEOUT_MS) that words
 * the assistant's answers from the retrieved evidence only; without one (the default), the
 * offline answer stands. Why a model's answer was refused is logged here, never sent to the
 * person: it may name the endpoint or quote its error.
 */
@Injectable()
export class AssistantWriter {
  private readonly logger = new Logger('AssistantWriter');
  private readonly provider: LlmProvider | null = chatCompletionsProviderFromEnv(process.env, fetch);

  async write(request: ModelAnswerRequest): Promise<WrittenAnswer> {
    if (this.provider === null || request.matches.length === 0) return { by: 'offline', modelFailed: false };
    const outcome = await answerWithModel(this.provider, request);
    if (outcome.ok) return { by: 'model', text: outcome.text, citations: outcome.citations };
    this.logger.warn(`the offline answer stands: ${outcome.problem}`);
    return { by: 'offline', modelFailed: true };
  }
}
