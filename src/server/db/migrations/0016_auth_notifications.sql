-- A change that can alter who a token belongs to or what it may do is announced on the channel
-- 'auth_changed' with the user's id (or '*' when a statement touched many users), so every server
-- process forgets what it cached about those tokens (src/server/auth/tokenCache.ts). pg_notify is
-- transactional: the announcement leaves at commit, and not at all on rollback.
CREATE FUNCTION "announce_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  users_touched int;
BEGIN
  EXECUTE format('SELECT count(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO users_touched;
  IF users_touched > 100 THEN
    PERFORM pg_notify('auth_changed', '*');
  ELSIF users_touched > 0 THEN
    EXECUTE format('SELECT pg_notify(''auth_changed'', u) FROM (SELECT DISTINCT %I AS u FROM old_rows) s', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_announce_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_auth_change('id_utilizador');
--> statement-breakpoint
CREATE TRIGGER "users_announce_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_auth_change('id_utilizador');
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_update" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_auth_change('user_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_delete" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_auth_change('user_id');
