import type { SurveyColumnChange } from '@app/domain';

export class UpdateSurveyColumnsCommand {
  constructor(
    readonly userId: string,
    readonly documentId: string,
    readonly columns: SurveyColumnChange[],
  ) {}
}
