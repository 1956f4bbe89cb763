import { io } from 'socket.io-client';
import type { TagDescription } from '@reduxjs/toolkit/query/react';
import { api, type ClientServices, refreshAccessToken } from './api';
import { CACHE_POLICIES, type ReadModelTag } from './cache-policy';
import { parsePosition } from './consistency';
import type { LiveUpdate } from './live-update-hub';
import type { AppDispatch, RootState } from './root-reducer';

/** The part of a socket.io client this module uses, so tests can hand in a fake. */
export interface LiveSocket {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'updates', listener: (updates: LiveUpdate[]) => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  disconnect(): unknown;
}

export type SocketFactory = (accessToken: string) => LiveSocket;

export const connectSocket: SocketFactory = (accessToken) => io({ path: '/socket.io', auth: { token: accessToken } });

interface StoreLike {
  getState(): RootState;
  dispatch: AppDispatch;
  subscribe(listener: () => void): () => void;
}

/**
 * The tags of the entries whose cached data is older than its fresh window: refetched after a
 * reconnection, since the updates missed meanwhile cannot be known.
 */
function tagsOfStaleEntries(state: RootState, now: number): TagDescription<ReadModelTag>[] {
  const { queries, provided } = state[api.reducerPath];
  return Object.entries(queries).flatMap(([queryCacheKey, entry]) => {
    const policy = entry?.endpointName ? CACHE_POLICIES[entry.endpointName] : undefined;
    const stale = policy && entry?.fulfilledTimeStamp && now - entry.fulfilledTimeStamp > policy.freshSeconds * 1000;
    return stale ? (provided.keys[queryCacheKey as keyof typeof provided.keys] ?? []) : [];
  });
}

/**
 * Keeps one socket open while signed in, reopened with the new token after a refresh and closed on
 * logout; each live update goes to the cached entries it concerns. Returns a stop function.
 */
export function startLiveUpdates(store: StoreLike, createSocket: SocketFactory = connectSocket, now: () => number = Date.now): () => void {
  let socket: LiveSocket | null = null;
  let token: string | null = null;
  let lastPosition: bigint | null = null;
  /** Whether a socket of this session has connected: later connections may have missed updates. */
  let connectedInSession = false;

  const invalidate = (tags: TagDescription<ReadModelTag>[]) => {
    if (tags.length) store.dispatch(api.util.invalidateTags(tags));
  };
  const renewToken = () => void store.dispatch(refreshAccessToken());

  const open = (accessToken: string) => {
    const opened = createSocket(accessToken);
    opened.on('connect', () => {
      if (connectedInSession) invalidate(tagsOfStaleEntries(store.getState(), now()));
      connectedInSession = true;
    });
    // socket.io does not retry a refused handshake (expired token) nor come back after the server
    // closed the socket (the server does so when the token that opened it expires): a new token,
    // if the session is still alive, reopens the socket through sync().
    opened.on('connect_error', (error) => {
      if (error?.message === 'unauthorized') renewToken();
    });
    opened.on('disconnect', (reason) => {
      if (reason === 'io server disconnect' && opened === socket) renewToken();
    });
    // The server sends the updates that happened together in one frame, in position order.
    opened.on('updates', (updates) => {
      if (!Array.isArray(updates)) return;
      for (const update of updates) {
        const position = parsePosition(update?.position);
        if (position === null || (lastPosition !== null && position <= lastPosition)) continue;
        lastPosition = position;
        // The cached entries listening for updates (refetch-on-live-update.ts) decide which concern them.
        store.dispatch((_dispatch: unknown, _getState: unknown, services: ClientServices) =>
          services.liveUpdates.publish({ ...update, type: String(update.type) }),
        );
      }
    });
    return opened;
  };

  const sync = () => {
    const { isLoggedIn, accessToken } = store.getState().auth;
    const wanted = isLoggedIn ? accessToken : null;
    if (wanted === token) return;
    const previous = socket;
    socket = null;
    previous?.disconnect();
    token = wanted;
    if (wanted) socket = open(wanted);
    else connectedInSession = false;
  };

  const unsubscribe = store.subscribe(sync);
  sync();
  return () => {
    unsubscribe();
    socket?.disconnect();
    socket = null;
    token = null;
  };
}
