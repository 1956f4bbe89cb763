import type { CommandResult } from '@app/infrastructure/http';
import type { Type } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';

type Answering = { execute(command: never): Promise<unknown> };
type Answer<Handler extends Answering> = Awaited<ReturnType<Handler['execute']>>;

/** The body a command handler answers the client: its CommandResult's body, or its plain answer. */
type AnswerOf<Handler extends Answering> = Answer<Handler> extends CommandResult<infer Body> ? Body : Answer<Handler>;

/**
 * Documents a command's success answer with a response class the compiler checks against the
 * handler: a class that lacks a field of what the handler answers, or types it differently, does
 * not compile, so the OpenAPI document (and the web app's generated types) cannot drift from it.
 */
export function ApiCommandAnswer<Handler extends Answering>(status: 200 | 201 | 202, type: Type<AnswerOf<Handler>>) {
  return ApiResponse({ status, type });
}
