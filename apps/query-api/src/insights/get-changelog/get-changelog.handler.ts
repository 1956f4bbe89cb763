import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ChangelogEntry, Changelogs } from './changelogs';
import { GetChangelogQuery } from './get-changelog.query';

export type { ChangelogActor, ChangelogEntry } from './changelogs';

export interface ChangelogPage {
  entries: ChangelogEntry[];
  has_next: boolean;
}

/** One page of a changelog, newest first. */
@QueryHandler(GetChangelogQuery)
export class GetChangelogHandler implements IQueryHandler<GetChangelogQuery, ChangelogPage> {
  constructor(private readonly changelogs: Changelogs) {}

  async execute({ userId, target, page: { page, pageSize } }: GetChangelogQuery): Promise<ChangelogPage> {
    const start = (page - 1) * pageSize;
    return this.changelogs.entries(userId, target, { start, end: start + pageSize });
  }
}
