import { defaultSerializeQueryArgs, type TagDescription } from '@reduxjs/toolkit/query/react';
import type { Draft } from '@reduxjs/toolkit';
import { api, type ClientServices } from './api';
import type { ReadModelTag } from './cache-policy';
import { parsePosition } from './consistency';
import type { LiveUpdate } from './live-update-hub';
import type { RootState } from './root-reducer';

/** What a patch makes of an update: a change to the cached data, nothing to do, or a refetch. */
export type PatchDecision<Result> = ((draft: Draft<Result>) => void) | typeof UNCHANGED | typeof REFETCH;
/** The cached data already shows the update (or the update does not touch it). */
export const UNCHANGED = 'unchanged';
/** The update cannot be applied to the cached data: fetch it again. */
export const REFETCH = 'refetch';

/**
 * Decides, from an update carrying `data` and the entry's current data, what to do. It must set
 * states, never toggle them: the sender's own optimistic change and the echo of its command then
 * agree, and an update heard twice changes nothing the second time.
 */
export type LivePatch<Result> = (
  update: LiveUpdate & { data: Readonly<Record<string, unknown>> },
  cached: Result,
  state: RootState,
) => PatchDecision<Result>;

interface CacheEntryLifecycle<Result> {
  extra: unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  getCacheEntry(): { data?: Result; endpointName?: string; isLoading?: boolean; isFetching?: boolean; status?: string };
  getState(): unknown;
  updateCachedData(recipe: (draft: Draft<Result>) => void): unknown;
  dispatch(action: ReturnType<typeof api.util.invalidateTags>): unknown;
}

/**
 * An endpoint's `onCacheEntryAdded`, as refetchOnLiveUpdate's, but an update that carries data is
 * patched into the entry (api.util.updateQueryData, through the lifecycle's updateCachedData) with
 * no request, when `patch` knows how. It refetches instead when the update carries no data, when
 * `patch` says REFETCH, or while the entry is being fetched (the answer in flight may predate the
 * update and would overwrite the patch; RTK Query refetches an invalidated entry once it lands).
 * An update at or before the consistency position the entry's data was answered at is ignored.
 */
export function patchOnLiveUpdate<Result>(
  concerns: (update: LiveUpdate, cached: Result) => boolean,
  tagsOf: (cached: Result) => TagDescription<ReadModelTag>[],
  patch: LivePatch<Result>,
) {
  return async (arg: unknown, lifecycle: CacheEntryLifecycle<Result>): Promise<void> => {
    const { extra, cacheDataLoaded, cacheEntryRemoved, getCacheEntry, getState, updateCachedData, dispatch } = lifecycle;
    try {
      await cacheDataLoaded;
    } catch {
      return; // the entry went away before it had data: nothing to keep fresh
    }
    const { consistency, liveUpdates } = extra as ClientServices;
    const endpointName = getCacheEntry().endpointName;
    // The key api.ts records the answer's position under (no endpoint serialises its arguments its own way).
    const queryCacheKey = endpointName
      ? defaultSerializeQueryArgs({ endpointName, queryArgs: arg, endpointDefinition: {} as never })
      : null;
    const stopListening = liveUpdates.listen((update) => {
      const entry = getCacheEntry();
      const cached = entry.data;
      if (cached === undefined || !concerns(update, cached)) return;
      const answeredAt = queryCacheKey === null ? null : consistency.entryPosition(queryCacheKey);
      const position = parsePosition(update.position);
      if (answeredAt !== null && position !== null && position <= answeredAt) return;
      const decision =
        update.data && !entry.isFetching ? patch(update as Parameters<LivePatch<Result>>[0], cached, getState() as RootState) : REFETCH;
      if (decision === UNCHANGED) return;
      if (decision === REFETCH) dispatch(api.util.invalidateTags(tagsOf(cached)));
      else updateCachedData(decision);
    });
    await cacheEntryRemoved;
    stopListening();
    if (queryCacheKey !== null) consistency.forgetEntry(queryCacheKey);
  };
}
