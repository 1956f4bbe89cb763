import { errorStatus } from './api-errors';

/** Waits for a deletion; one refused as not found was deleted already (by someone else): it is gone all the same. */
export async function deletedEvenIfGone(deletion: Promise<unknown>): Promise<void> {
  try {
    await deletion;
  } catch (failure) {
    if (errorStatus(failure as Parameters<typeof errorStatus>[0]) !== 404) throw failure;
  }
}
