import { insightErrors } from '@app/domain';
import type { ExpectedState } from '@app/infrastructure/event-store';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';

/** A revision, bare or as an entity tag (`"3"`, weak `W/"3"` too: the client only ever echoes the number it read). */
const REVISION = /^(?:W\/)?("?)(-1|0|[1-9][0-9]{0,15})\1$/;

/**
 * The insight stream's revision an If-Match header names: undefined without the header; a
 * malformed one is refused (400 IF_MATCH_INVALID) rather than ignored, since ignoring it would
 * apply the command whatever the client saw.
 */
export function revisionOf(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const value = (Array.isArray(header) ? header.join(',') : header).trim();
  const match = REVISION.exec(value);
  if (!match) throw insightErrors.ifMatchInvalid();
  return Number(match[2]);
}

/** The If-Match revision of the request (see revisionOf). */
export const IfMatchRevision = createParamDecorator((_: unknown, context: ExecutionContext): number | undefined =>
  revisionOf(context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>().headers['if-match']),
);

/** What the repository checks the stream against: the client's revision, refused as INSIGHT_CHANGED once the insight moved on. */
export function expectedInsight(revision: number | undefined): ExpectedState | undefined {
  return revision === undefined ? undefined : { revision, stale: insightErrors.changed };
}

export const ApiIfMatch = () =>
  ApiHeader({
    name: 'If-Match',
    required: false,
    description:
      "the insight's `revision` as the client read it; when the insight changed since, 409 INSIGHT_CHANGED and nothing is stored; malformed: 400 IF_MATCH_INVALID",
  });
