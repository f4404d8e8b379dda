import { waitForQuiet, connect, dbUrl } from '/work/main/bench/lib.mjs';
const c = await connect(dbUrl('inkcast_bench_api'));
const cols = (await c.query("select string_agg(quote_ident(column_name), ',' order by ordinal_position) s from information_schema.columns where table_name='podcast_episode' and is_generated='NEVER'")).rows[0].s;
const q = {
  scan: "select count(*) from podcast_episode where description is not null",
  strip_only: "select sum(length(regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'))) from podcast_episode",
  tsv_no_strip: "select sum(length(setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', left(coalesce(description, ''), 20000)), 'B'))) from podcast_episode",
  tsv_full: "select sum(length(setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', left(regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'), 20000)), 'B'))) from podcast_episode",
  insert_no_search: `begin; create temp table t1 (like podcast_episode including defaults); alter table t1 drop column search; insert into t1 (${cols}) select ${cols} from podcast_episode; rollback`,
  insert_with_search: `begin; create temp table t2 (like podcast_episode including defaults including generated); insert into t2 (${cols}) select ${cols} from podcast_episode; rollback`,
  insert_all_indexes: `begin; create temp table t3 (like podcast_episode including all); insert into t3 (${cols}) select ${cols} from podcast_episode; rollback`,
};
const n = Number((await c.query('select count(*) from podcast_episode')).rows[0].count);
for (const [k, sql] of Object.entries(q)) {
  await waitForQuiet(k);
  const t = performance.now(); await c.query(sql); const ms = performance.now() - t;
  console.log(k.padEnd(20), (ms/1000).toFixed(2), 's', (1000*ms/n).toFixed(1), 'µs/row');
}
await c.end();
