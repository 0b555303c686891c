-- A deep page visited for the first time (repositories/pageAnchors.ts) starts from its bucket
-- instead of stepping over every row before it: the counters also count each list's rows per
-- bucket of its order (suggestions per UTC day of their date, in all and not archived; users per
-- first four characters of their name order; those with no name, last in the list, are read from
-- its end), and the rows before a page's bucket are a
-- sum of counters read in key order. Keys in byte order (collation "C"), the order of the dates
-- and of nome_ordem, so that a bucket's counter and the range scan of its list agree.
ALTER TABLE "row_counts" ALTER COLUMN "key" TYPE text COLLATE "C";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "suggestions_counts"(r suggestions) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    'suggestions',
    CASE WHEN r.is_arquivado THEN 'suggestions:archived' END,
    'suggestions:day:' || to_char(r.date AT TIME ZONE 'UTC', 'YYYY-MM-DD'),
    CASE WHEN NOT r.is_arquivado THEN 'suggestions:open-day:' || to_char(r.date AT TIME ZONE 'UTC', 'YYYY-MM-DD') END
  ], NULL)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_counts"(r users) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['users', 'users:name:' || left(r.nome_ordem, 4)], NULL)
$$;
--> statement-breakpoint
-- A rename moves a user from one bucket to another (the total does not change).
CREATE TRIGGER "users_count_update" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('users_counts');
--> statement-breakpoint
INSERT INTO row_counts (key, n)
  SELECT k, count(*) FROM suggestions r, LATERAL unnest(suggestions_counts(r)) k WHERE k LIKE 'suggestions:%day:%' GROUP BY k
  UNION ALL SELECT k, count(*) FROM users r, LATERAL unnest(users_counts(r)) k WHERE k <> 'users' GROUP BY k;
