CREATE TABLE "row_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "suggestions_open_date_idx" ON "suggestions" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE NOT "suggestions"."is_arquivado";--> statement-breakpoint
-- Exact totals without counting (docs/performance.md). Each counted table has a function naming
-- the counters one of its rows belongs to (an array: a set-returning SQL function over a whole row
-- trips a planner error, 'variable not found in subplan target list'); statement-level triggers add what a statement inserted
-- and subtract what it deleted (an update: both), grouped by counter, in the same transaction.
-- Counters are written in key order, so two transactions never wait on each other in a cycle.
CREATE FUNCTION "count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text := TG_ARGV[0];
  added text := format('SELECT k, 1 AS d FROM new_rows r, LATERAL unnest(%I(r)) k', keys);
  removed text := format('SELECT k, -1 AS d FROM old_rows r, LATERAL unnest(%I(r)) k', keys);
  changes text;
BEGIN
  changes := CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END;
  EXECUTE 'INSERT INTO row_counts AS c (key, n) SELECT k, sum(d) FROM (' || changes || ') x GROUP BY k HAVING sum(d) <> 0 ORDER BY k'
    || ' ON CONFLICT (key) DO UPDATE SET n = c.n + excluded.n';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "forget_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts WHERE key = TG_ARGV[0] OR key LIKE TG_ARGV[0] || ':%';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "suggestions_counts"(r suggestions) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['suggestions', CASE WHEN r.is_arquivado THEN 'suggestions:archived' END], NULL)
$$;
--> statement-breakpoint
CREATE FUNCTION "users_counts"(r users) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['users']
$$;
--> statement-breakpoint
CREATE FUNCTION "hr_requests_counts"(r hr_requests) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    'hr_requests',
    'hr_requests:type:' || r.type_id,
    CASE WHEN r.anexo_file_id IS NOT NULL THEN 'hr_requests:answered' END,
    CASE WHEN r.anexo_file_id IS NOT NULL THEN 'hr_requests:type:' || r.type_id || ':answered' END
  ], NULL)
$$;
--> statement-breakpoint
CREATE TRIGGER "suggestions_count_insert" AFTER INSERT ON "suggestions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('suggestions_counts');
--> statement-breakpoint
CREATE TRIGGER "suggestions_count_delete" AFTER DELETE ON "suggestions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('suggestions_counts');
--> statement-breakpoint
CREATE TRIGGER "suggestions_count_update" AFTER UPDATE ON "suggestions" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('suggestions_counts');
--> statement-breakpoint
CREATE TRIGGER "suggestions_count_truncate" AFTER TRUNCATE ON "suggestions" FOR EACH STATEMENT EXECUTE FUNCTION forget_counts('suggestions');
--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('users_counts');
--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('users_counts');
--> statement-breakpoint
CREATE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION forget_counts('users');
--> statement-breakpoint
CREATE TRIGGER "hr_requests_count_insert" AFTER INSERT ON "hr_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('hr_requests_counts');
--> statement-breakpoint
CREATE TRIGGER "hr_requests_count_delete" AFTER DELETE ON "hr_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('hr_requests_counts');
--> statement-breakpoint
CREATE TRIGGER "hr_requests_count_update" AFTER UPDATE ON "hr_requests" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows('hr_requests_counts');
--> statement-breakpoint
CREATE TRIGGER "hr_requests_count_truncate" AFTER TRUNCATE ON "hr_requests" FOR EACH STATEMENT EXECUTE FUNCTION forget_counts('hr_requests');
--> statement-breakpoint
INSERT INTO row_counts (key, n)
  SELECT k, count(*) FROM suggestions r, LATERAL unnest(suggestions_counts(r)) k GROUP BY k
  UNION ALL SELECT k, count(*) FROM users r, LATERAL unnest(users_counts(r)) k GROUP BY k
  UNION ALL SELECT k, count(*) FROM hr_requests r, LATERAL unnest(hr_requests_counts(r)) k GROUP BY k;
