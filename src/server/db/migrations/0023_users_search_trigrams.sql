-- A user search finds its candidates by the term's rarest trigrams alone (repositories/searchTrigrams.ts):
-- the counters also count the users whose search column holds each trigram of letters and digits
-- (those the trigram index keeps for a word's inner characters), so the rarest of a term's trigrams
-- are a few indexed reads. The counts only choose which trigrams the index is asked for: every
-- candidate is then tested against the whole term, so a count off by any amount costs time, never a
-- wrong answer.
-- Writers wait while the counters are filled (SHARE blocks inserts, updates and deletes until
-- commit), so no user is counted by the function before this one and missed by the fill.
LOCK TABLE "users" IN SHARE MODE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_counts"(r users) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['users', 'users:name:' || left(r.nome_ordem, 4)], NULL)
    || ARRAY(SELECT 'users:trigram:' || t FROM unnest(show_trgm(r.busca)) t WHERE t ~ '^[a-z0-9]{3}$')
$$;
--> statement-breakpoint
INSERT INTO row_counts (key, n)
  SELECT k, count(*) FROM users r, LATERAL unnest(users_counts(r)) k WHERE k LIKE 'users:trigram:%' GROUP BY k
  ON CONFLICT (key) DO UPDATE SET n = excluded.n;
