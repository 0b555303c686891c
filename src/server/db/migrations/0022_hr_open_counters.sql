-- The HR list's total under each filter is one counter: the unanswered requests get counters of
-- their own (all of them, and per type), so a list of unanswered requests reads one counter
-- instead of two (all minus answered), each finding its type by name (docs/performance.md).
-- Writers wait while the counters are filled (SHARE blocks inserts, updates and deletes until
-- commit), so no request is counted by the function before this one and missed by the fill.
LOCK TABLE "hr_requests" IN SHARE MODE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hr_requests_counts"(r hr_requests) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[
    'hr_requests',
    'hr_requests:type:' || r.type_id,
    CASE WHEN r.anexo_file_id IS NOT NULL THEN 'hr_requests:answered' ELSE 'hr_requests:open' END,
    'hr_requests:type:' || r.type_id || CASE WHEN r.anexo_file_id IS NOT NULL THEN ':answered' ELSE ':open' END
  ]
$$;
--> statement-breakpoint
INSERT INTO row_counts (key, n)
  SELECT k, count(*) FROM hr_requests r, LATERAL unnest(hr_requests_counts(r)) k WHERE k LIKE '%:open' GROUP BY k
  ON CONFLICT (key) DO UPDATE SET n = excluded.n;
