import { writeCsv } from '@app/ingestion';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Changelogs } from './changelogs';
import { GetChangelogCsvQuery } from './get-changelog-csv.query';

export const CHANGELOG_CSV_COLUMNS = [
  'at',
  'action',
  'recommendation_id',
  'recommendation_title',
  'actor_id',
  'actor_name',
  'reason',
  'search_query',
  'from',
  'to',
  'new_mentions',
  'version',
];

/**
 * Every entry of the changelog, newest first, one row each. Through writeCsv, because reasons and
 * titles are people's and customers' words: one starting with = or @ must stay text in Excel.
 */
@QueryHandler(GetChangelogCsvQuery)
export class GetChangelogCsvHandler implements IQueryHandler<GetChangelogCsvQuery, string> {
  constructor(private readonly changelogs: Changelogs) {}

  async execute({ userId, target }: GetChangelogCsvQuery): Promise<string> {
    const { entries } = await this.changelogs.entries(userId, target);
    const rows = entries.map((entry) => [
      entry.at,
      entry.action,
      entry.recommendation_id,
      entry.recommendation_title,
      entry.actor?.user_id ?? '',
      entry.actor?.name ?? '',
      entry.reason ?? '',
      entry.search_query ?? '',
      entry.from ?? '',
      entry.to ?? '',
      entry.new_mentions ?? '',
      entry.version ?? '',
    ]);
    // A byte-order mark, so that Excel reads accented names and reasons right.
    return writeCsv(rows, { columns: CHANGELOG_CSV_COLUMNS, bom: true });
  }
}
