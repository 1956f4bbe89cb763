import { configureStore } from '@reduxjs/toolkit';
import { api, type ClientServices } from '../lib/api';
import { rootReducer, type RootState } from '../lib/root-reducer';
import { createConsistencyTracker } from '../lib/consistency';
import { LiveUpdateHub } from '../lib/live-update-hub';
import { createNavigation } from '../lib/navigation';
import { env } from '../lib/env';

export function createClientServices(): ClientServices {
  return {
    consistency: createConsistencyTracker(),
    liveUpdates: new LiveUpdateHub(),
    navigation: createNavigation(),
    pendingRefresh: null,
  };
}

/** The store persists nothing: a reload starts from a fresh state and restores the session. */
export function makeStore({
  services = createClientServices(),
  preloadedState,
}: { services?: ClientServices; preloadedState?: Partial<RootState> } = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: services } }).concat(api.middleware),
    devTools: env.isDevelopment,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
