-- Keyset pages under page numbers (repositories/pageAnchors.ts): a server process remembers where
-- the pages it served began, and the next request for a page at or after one of them starts from that
-- row instead of stepping over every row before it. What it remembered holds only while the list is
-- unchanged, so every statement that writes a listed table (or what a list's filter reads) gives
-- that list a new version, kept in row_counts under 'version:<list>' and read in the same statement
-- as the page: a page read at another version is read again by its offset. Versions come from a
-- sequence, so one never returns (not after a rollback, a truncate or a restore of row_counts); a
-- list no statement has written yet has no row (version 0).
CREATE SEQUENCE "list_versions";
--> statement-breakpoint
CREATE FUNCTION "bump_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A statement that changed no row (a refused delete, an update that matched nothing) changes no list.
  IF TG_OP <> 'TRUNCATE' THEN
    IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO row_counts AS c (key, n) VALUES ('version:' || TG_ARGV[0], nextval('list_versions'))
    ON CONFLICT (key) DO UPDATE SET n = excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "suggestions_list_version_insert" AFTER INSERT ON "suggestions" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('suggestions');
--> statement-breakpoint
CREATE TRIGGER "suggestions_list_version_update" AFTER UPDATE ON "suggestions" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('suggestions');
--> statement-breakpoint
CREATE TRIGGER "suggestions_list_version_delete" AFTER DELETE ON "suggestions" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('suggestions');
--> statement-breakpoint
CREATE TRIGGER "suggestions_list_version_truncate" AFTER TRUNCATE ON "suggestions" FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('suggestions');
--> statement-breakpoint
CREATE TRIGGER "users_list_version_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('users');
--> statement-breakpoint
CREATE TRIGGER "users_list_version_update" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('users');
--> statement-breakpoint
CREATE TRIGGER "users_list_version_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('users');
--> statement-breakpoint
CREATE TRIGGER "users_list_version_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('users');
--> statement-breakpoint
CREATE TRIGGER "hr_requests_list_version_insert" AFTER INSERT ON "hr_requests" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('hr_requests');
--> statement-breakpoint
CREATE TRIGGER "hr_requests_list_version_update" AFTER UPDATE ON "hr_requests" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('hr_requests');
--> statement-breakpoint
CREATE TRIGGER "hr_requests_list_version_delete" AFTER DELETE ON "hr_requests" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('hr_requests');
--> statement-breakpoint
CREATE TRIGGER "hr_requests_list_version_truncate" AFTER TRUNCATE ON "hr_requests" FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('hr_requests');
--> statement-breakpoint
CREATE TRIGGER "hr_request_types_list_version_insert" AFTER INSERT ON "hr_request_types" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('hr_requests');
--> statement-breakpoint
CREATE TRIGGER "hr_request_types_list_version_update" AFTER UPDATE ON "hr_request_types" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('hr_requests');
--> statement-breakpoint
CREATE TRIGGER "hr_request_types_list_version_delete" AFTER DELETE ON "hr_request_types" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('hr_requests');
--> statement-breakpoint
CREATE TRIGGER "hr_request_types_list_version_truncate" AFTER TRUNCATE ON "hr_request_types" FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('hr_requests');
