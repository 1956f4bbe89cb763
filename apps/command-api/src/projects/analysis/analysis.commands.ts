export class RequestAnalysisCommand {
  constructor(
    readonly userId: string,
    readonly productId: string,
  ) {}
}

export class CancelAnalysisCommand {
  constructor(
    readonly userId: string,
    readonly productId: string,
  ) {}
}
