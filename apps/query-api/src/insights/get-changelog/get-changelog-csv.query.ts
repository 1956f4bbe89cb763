import type { ChangelogTarget } from './get-changelog.query';

/** The whole changelog of a project or an insight, as CSV for auditors' spreadsheets. */
export class GetChangelogCsvQuery {
  constructor(
    readonly userId: string,
    readonly target: ChangelogTarget,
  ) {}
}
