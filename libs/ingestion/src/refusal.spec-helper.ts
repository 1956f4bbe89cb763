import { IngestionError } from './errors';

/** The code and message of a refused file; fails the test when the file was read instead. */
export async function refusalOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    (document: unknown) => {
      throw new Error(`expected a refusal, got ${JSON.stringify(document)?.slice(0, 200)}`);
    },
    (caught: unknown) => caught,
  );
  if (!(error instanceof IngestionError)) throw new Error(`expected an IngestionError, got ${String(error)}`);
  return { code: error.code, message: error.message };
}
