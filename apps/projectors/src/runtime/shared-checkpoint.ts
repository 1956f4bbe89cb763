import { SHARED_READ_MODELS_CHECKPOINT } from '@app/infrastructure/read-store';
import type { ReadStore } from '@app/infrastructure/read-store';

/**
 * Read models built before each processor had its own checkpoint shared one. Their processors take
 * it over once, so an upgrade neither replays the log into them nor loses a position; processors
 * added later (not named here) start from 0 as any new processor does.
 */
export async function inheritSharedCheckpoint(readStore: ReadStore, processorIds: readonly string[]): Promise<void> {
  const shared = await readStore.checkpoint(SHARED_READ_MODELS_CHECKPOINT);
  if (shared === 0) return;
  const missing = [];
  for (const id of processorIds) if ((await readStore.checkpoint(id)) === 0) missing.push(id);
  if (missing.length > 0) await readStore.commit({ writes: [], checkpoints: Object.fromEntries(missing.map((id) => [id, shared])) });
}
