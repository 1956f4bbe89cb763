export class GetIntegrationEventsQuery {
  constructor(
    readonly userId: string,
    readonly after: number,
    readonly limit: number,
  ) {}
}
