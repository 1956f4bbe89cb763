/** Where the worker says what it did: a claim, an outcome (info) and what went wrong (error). */
export interface JobLog {
  info(message: string): void;
  error(message: string): void;
}

export const describeError = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
