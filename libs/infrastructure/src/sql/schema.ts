import type { SqlClient } from './sql-client';

/**
 * One schema for PGlite and PostgreSQL. Appends run through `append_events`, one round trip each.
 *
 * Global positions come from a sequence, and a sequence value can commit after a larger one
 * (the "high water mark" gap that made a well-known store skip events). The function takes a
 * transaction-scoped advisory lock before drawing positions, so appends commit in position order
 * and a reader that saw position n can never later see a smaller one appear. Appends are
 * serialised by this lock; on PGlite they are serialised anyway (one connection). Concurrent
 * appends are grouped into one `append_events_batch` call (group commit): one transaction and one
 * flush to disk for many commands.
 */
export const APPEND_LOCK_KEY = 7310001;
export const EVENTS_CHANNEL = 'events_appended';

const SCHEMA = `
create table if not exists streams (
  stream_id text primary key,
  revision bigint not null
);
create table if not exists events (
  position bigserial primary key,
  id uuid not null unique,
  stream_id text not null,
  revision bigint not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null,
  recorded_at timestamptz not null default now(),
  unique (stream_id, revision)
);
create table if not exists documents (
  collection text not null,
  id text not null,
  doc jsonb not null,
  position bigint not null,
  primary key (collection, id)
);
-- A document up to a page long stays in its row uncompressed: read models are rewritten on every
-- change, and compressing each new version (then moving it out of line) cost a quarter of the
-- time of a write. Longer ones are still compressed and moved out (decision 0020).
alter table documents set (toast_tuple_target = 8160);
alter table documents alter column doc set storage main;
-- Array fields searched by element have indexes of their own (ensureIndexes); one over every
-- document made each write of every read model pay for fields nobody searches.
drop index if exists documents_doc_idx;
create table if not exists checkpoints (
  name text primary key,
  position bigint not null
);


-- Functions hold no data: dropping and recreating them lets their signatures change.
drop function if exists commit_documents(jsonb, jsonb, jsonb);
drop function if exists append_events_batch(jsonb);
drop function if exists append_events(text, bigint, jsonb);

-- p_expected: -1 no stream, -2 any, otherwise the current revision.
create or replace function append_events(p_stream text, p_expected bigint, p_events jsonb)
returns table (out_status text, out_position bigint, out_revision bigint, out_positions bigint[])
language plpgsql as $$
declare
  v_current bigint;
  v_count int := jsonb_array_length(p_events);
  v_ids uuid[];
  v_known int;
  v_known_here int;
begin
  perform pg_advisory_xact_lock(${APPEND_LOCK_KEY});
  select array_agg((e->>'id')::uuid) into v_ids from jsonb_array_elements(p_events) e;
  select count(*), count(*) filter (where stream_id = p_stream) into v_known, v_known_here from events where id = any(v_ids);
  if v_known > 0 then
    if v_known_here = v_count then
      return query select 'duplicate'::text, max(position), max(revision), null::bigint[] from events where id = any(v_ids);
    else
      return query select 'id_conflict'::text, 0::bigint, 0::bigint, null::bigint[];
    end if;
    return;
  end if;
  select revision into v_current from streams where stream_id = p_stream for update;
  if not found then v_current := -1; end if;
  if p_expected <> -2 and p_expected <> v_current then
    return query select 'wrong_expected_revision'::text, 0::bigint, v_current, null::bigint[];
    return;
  end if;
  insert into events (id, stream_id, revision, type, data, metadata)
    select (e->>'id')::uuid, p_stream, v_current + t.ord, e->>'type', e->'data', e->'metadata'
    from jsonb_array_elements(p_events) with ordinality as t(e, ord)
    order by t.ord;
  insert into streams (stream_id, revision) values (p_stream, v_current + v_count)
    on conflict (stream_id) do update set revision = excluded.revision;
  perform pg_notify('${EVENTS_CHANNEL}', '');
  return query select 'ok'::text, max(position), v_current + v_count, array_agg(position order by revision)
    from events where stream_id = p_stream and revision > v_current;
end;
$$;

-- Group commit: many appends (to any streams) in one transaction, one result row each, in order.
-- Each append succeeds or fails on its own; a failed one writes nothing.
create or replace function append_events_batch(p_batch jsonb)
returns table (out_index int, out_status text, out_position bigint, out_revision bigint, out_positions bigint[])
language plpgsql as $$
declare
  v_item jsonb;
  v_result record;
begin
  out_index := 0;
  for v_item in select value from jsonb_array_elements(p_batch) loop
    select * into v_result from append_events(v_item->>'stream', (v_item->>'expected')::bigint, v_item->'events');
    out_status := v_result.out_status;
    out_position := v_result.out_position;
    out_revision := v_result.out_revision;
    out_positions := v_result.out_positions;
    return next;
    out_index := out_index + 1;
  end loop;
end;
$$;
`;

export async function migrate(client: SqlClient): Promise<void> {
  await client.exec(SCHEMA);
}
