import { api, type ClientServices } from '../../../lib/api';
import type {
  CreateStreamKeyDto,
  StreamKeyCreatedResponse,
  StreamKeyResponse,
  StreamKeyRevokedResponse,
  StreamKeysResponse,
} from '../../../lib/generated/api-types';

export type StreamKey = StreamKeyResponse;
export type CreatedStreamKey = StreamKeyCreatedResponse;

/**
 * The analyst stream's keys. The list is patched from each command's answer rather than refetched:
 * the answer already says what changed, and the secret must never be put in the cached list.
 */
export const streamKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStreamKeys: build.query<StreamKeysResponse, void>({
      query: () => 'stream/keys',
      // Another Admin's key created or revoked: read the list again (the update names only the stream).
      async onCacheEntryAdded(_arg, { extra, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const stopListening = (extra as ClientServices).liveUpdates.listen((update) => {
          if (update.streamId?.startsWith('streamkeys-'))
            void dispatch(streamKeysApi.endpoints.listStreamKeys.initiate(undefined, { subscribe: false, forceRefetch: true }));
        });
        await cacheEntryRemoved;
        stopListening();
      },
    }),
    createStreamKey: build.mutation<StreamKeyCreatedResponse, CreateStreamKeyDto & { created_by: string }>({
      query: ({ name }) => ({ url: 'stream/keys', method: 'POST', body: { name } }),
      async onQueryStarted({ created_by }, { dispatch, queryFulfilled }) {
        const created = await queryFulfilled.then(
          ({ data }) => data,
          () => null, // The form shows the refusal; the list has nothing to change.
        );
        if (!created) return;
        const listed: StreamKey = {
          key_id: created.key_id,
          name: created.name,
          prefix: created.prefix,
          created_by,
          created_at: created.created_at,
          revoked_at: null,
        };
        dispatch(streamKeysApi.util.updateQueryData('listStreamKeys', undefined, (draft) => void draft.keys.unshift(listed)));
      },
    }),
    revokeStreamKey: build.mutation<StreamKeyRevokedResponse, { key_id: string; revoked_at: string }>({
      query: ({ key_id }) => ({ url: `stream/keys/${encodeURIComponent(key_id)}`, method: 'DELETE' }),
      async onQueryStarted({ key_id, revoked_at }, { dispatch, queryFulfilled }) {
        if (
          !(await queryFulfilled.then(
            () => true,
            () => false,
          ))
        )
          return;
        dispatch(
          streamKeysApi.util.updateQueryData('listStreamKeys', undefined, (draft) => {
            const key = draft.keys.find((candidate) => candidate.key_id === key_id);
            if (key && !key.revoked_at) key.revoked_at = revoked_at;
          }),
        );
      },
    }),
  }),
});

export const { useListStreamKeysQuery, useCreateStreamKeyMutation, useRevokeStreamKeyMutation } = streamKeysApi;
