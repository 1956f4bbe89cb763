import type { TagDescription } from '@reduxjs/toolkit/query/react';
import { api, type ClientServices } from './api';
import type { ReadModelTag } from './cache-policy';
import type { LiveUpdate } from './live-update-hub';

interface CacheEntryLifecycle<Result> {
  extra: unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  getCacheEntry(): { data?: Result };
  dispatch(action: ReturnType<typeof api.util.invalidateTags>): unknown;
}

/**
 * An endpoint's `onCacheEntryAdded`: while one of its entries is cached, each live update that
 * `concerns` that entry's data refetches that entry alone (through the tags it provides), and
 * nothing else. The updates carry no data, only which stream changed, so a refetch it is.
 */
export function refetchOnLiveUpdate<Result>(
  concerns: (update: LiveUpdate, cached: Result) => boolean,
  tagsOf: (cached: Result) => TagDescription<ReadModelTag>[],
) {
  return async (
    _arg: unknown,
    { extra, cacheDataLoaded, cacheEntryRemoved, getCacheEntry, dispatch }: CacheEntryLifecycle<Result>,
  ): Promise<void> => {
    try {
      await cacheDataLoaded;
    } catch {
      return; // the entry went away before it had data: nothing to keep fresh
    }
    const stopListening = (extra as ClientServices).liveUpdates.listen((update) => {
      const cached = getCacheEntry().data;
      if (cached !== undefined && concerns(update, cached)) dispatch(api.util.invalidateTags(tagsOf(cached)));
    });
    await cacheEntryRemoved;
    stopListening();
  };
}
