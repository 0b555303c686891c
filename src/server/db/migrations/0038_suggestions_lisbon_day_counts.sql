-- The suggestions' date filter (a range of Lisbon days, src/contract/lists/suggestions.ts) reads
-- its totals from counters when it is the only filter (src/server/repositories/suggestions.ts): the
-- suggestions of each Lisbon day, in all and not archived, kept by the same triggers as the list's
-- total. Counting a month of a million suggestions row by row took 2.2x the page at p99
-- (bench/declaredLists.ts); a month is now a sum of at most 31 counters. The UTC days of 0020 stay
-- (the page anchors' buckets). Writers wait while the counters are filled (SHARE blocks inserts,
-- updates and deletes until commit), so no suggestion is counted by the function and missed by the fill.
LOCK TABLE "suggestions" IN SHARE MODE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "suggestions_counts"(r suggestions) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    'suggestions',
    CASE WHEN r.is_arquivado THEN 'suggestions:archived' END,
    'suggestions:day:' || to_char(r.date AT TIME ZONE 'UTC', 'YYYY-MM-DD'),
    CASE WHEN NOT r.is_arquivado THEN 'suggestions:open-day:' || to_char(r.date AT TIME ZONE 'UTC', 'YYYY-MM-DD') END,
    'suggestions:lisbon-day:' || to_char(r.date AT TIME ZONE 'Europe/Lisbon', 'YYYY-MM-DD'),
    CASE WHEN NOT r.is_arquivado THEN 'suggestions:open-lisbon-day:' || to_char(r.date AT TIME ZONE 'Europe/Lisbon', 'YYYY-MM-DD') END
  ], NULL)
$$;
--> statement-breakpoint
INSERT INTO row_counts (key, n)
  SELECT k, count(*) FROM suggestions r, LATERAL unnest(suggestions_counts(r)) k WHERE k LIKE 'suggestions:%lisbon-day:%' GROUP BY k
  ON CONFLICT (key) DO UPDATE SET n = excluded.n;
