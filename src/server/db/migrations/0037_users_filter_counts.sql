-- The users list's filters read their totals from the counters (src/server/repositories/users.ts):
-- the users of each effective role, school and course, kept by the same triggers as the list's
-- total. Counting 'Role: DEFAULT' (nearly every user) row by row took 5-6x the page at 200,000
-- users (bench/declaredLists.ts). Writers wait while the counters are filled (SHARE blocks inserts,
-- updates and deletes until commit), so no user is counted by the function and missed by the fill.
LOCK TABLE "users" IN SHARE MODE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_counts"(r users) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    'users',
    'users:name:' || left(r.nome_ordem, 4),
    'users:role:' || r.role_efetivo,
    'users:school:' || r.unidade_organica,
    'users:course:' || r.curso
  ], NULL)
    || ARRAY(SELECT 'users:trigram:' || t FROM unnest(show_trgm(r.busca)) t WHERE t ~ '^[a-z0-9]{3}$')
$$;
--> statement-breakpoint
INSERT INTO row_counts (key, n)
  SELECT k, count(*) FROM users r, LATERAL unnest(users_counts(r)) k WHERE k LIKE 'users:role:%' OR k LIKE 'users:school:%' OR k LIKE 'users:course:%' GROUP BY k
  ON CONFLICT (key) DO UPDATE SET n = excluded.n;
