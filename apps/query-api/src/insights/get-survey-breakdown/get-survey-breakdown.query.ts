export class GetSurveyBreakdownQuery {
  constructor(
    readonly userId: string,
    readonly insightId: string,
  ) {}
}
