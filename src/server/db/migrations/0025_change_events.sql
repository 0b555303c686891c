CREATE TABLE "change_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"resource" text NOT NULL,
	"record_id" text,
	"scope" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_events_at_idx" ON "change_events" USING btree ("at");
--> statement-breakpoint
-- Every open screen is live (docs/concurrency.md, "Events"): each statement that changes a product
-- table writes one row per record it changed (one row for all of them past 100 records) and
-- announces the ids written on the channel 'changes' ('first-last'); every server process reads
-- them and tells the event streams whose user may read the record (src/server/events). pg_notify
-- is transactional: the announcement leaves at commit, and not at all on rollback.
-- Arguments: the client's resource, the column naming the record, the columns of the row rule's scope.
CREATE FUNCTION "record_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scope_pairs text := '';
  source text;
  records bigint;
  first_id bigint;
  last_id bigint;
BEGIN
  FOR i IN 2 .. TG_NARGS - 1 LOOP
    scope_pairs := scope_pairs || CASE WHEN i > 2 THEN ', ' ELSE '' END || format('%L, r.%I', TG_ARGV[i], TG_ARGV[i]);
  END LOOP;
  source := CASE TG_OP
    WHEN 'INSERT' THEN 'new_rows'
    WHEN 'DELETE' THEN 'old_rows'
    ELSE '(SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows)'
  END;
  EXECUTE format('SELECT count(DISTINCT r.%I) FROM %s r', TG_ARGV[1], source) INTO records;
  IF records = 0 THEN
    RETURN NULL;
  END IF;
  EXECUTE format(
    'WITH changed AS (SELECT r.%I::text AS record_id, jsonb_build_object(%s) AS scope FROM %s r),
     written AS (
       INSERT INTO change_events (resource, record_id, scope)
       SELECT $1, CASE WHEN $2 THEN NULL ELSE record_id END, jsonb_agg(DISTINCT scope)
       FROM changed GROUP BY CASE WHEN $2 THEN NULL ELSE record_id END
       RETURNING id)
     SELECT min(id), max(id) FROM written',
    TG_ARGV[1], scope_pairs, source)
  INTO first_id, last_id USING TG_ARGV[0], records > 100;
  PERFORM pg_notify('changes', first_id || '-' || last_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "suggestions_changes_insert" AFTER INSERT ON "suggestions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('bugs', 'id');
--> statement-breakpoint
CREATE TRIGGER "suggestions_changes_update" AFTER UPDATE ON "suggestions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('bugs', 'id');
--> statement-breakpoint
CREATE TRIGGER "suggestions_changes_delete" AFTER DELETE ON "suggestions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('bugs', 'id');
--> statement-breakpoint
CREATE TRIGGER "calendars_changes_insert" AFTER INSERT ON "calendars" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('calendar', 'lang');
--> statement-breakpoint
CREATE TRIGGER "calendars_changes_update" AFTER UPDATE ON "calendars" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('calendar', 'lang');
--> statement-breakpoint
CREATE TRIGGER "calendars_changes_delete" AFTER DELETE ON "calendars" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('calendar', 'lang');
--> statement-breakpoint
CREATE TRIGGER "app_versions_changes_insert" AFTER INSERT ON "app_versions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('operations', 'version');
--> statement-breakpoint
CREATE TRIGGER "app_versions_changes_update" AFTER UPDATE ON "app_versions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('operations', 'version');
--> statement-breakpoint
CREATE TRIGGER "app_versions_changes_delete" AFTER DELETE ON "app_versions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('operations', 'version');
--> statement-breakpoint
CREATE TRIGGER "app_settings_changes_insert" AFTER INSERT ON "app_settings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('operations', 'id');
--> statement-breakpoint
CREATE TRIGGER "app_settings_changes_update" AFTER UPDATE ON "app_settings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('operations', 'id');
--> statement-breakpoint
CREATE TRIGGER "app_settings_changes_delete" AFTER DELETE ON "app_settings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('operations', 'id');
--> statement-breakpoint
CREATE TRIGGER "users_changes_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('users', 'id_utilizador');
--> statement-breakpoint
CREATE TRIGGER "users_changes_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('users', 'id_utilizador');
--> statement-breakpoint
CREATE TRIGGER "users_changes_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('users', 'id_utilizador');
--> statement-breakpoint
CREATE TRIGGER "abandonment_flags_changes_insert" AFTER INSERT ON "abandonment_flags" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('medabandono', 'user_id', 'unidade_organica');
--> statement-breakpoint
CREATE TRIGGER "abandonment_flags_changes_update" AFTER UPDATE ON "abandonment_flags" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('medabandono', 'user_id', 'unidade_organica');
--> statement-breakpoint
CREATE TRIGGER "abandonment_flags_changes_delete" AFTER DELETE ON "abandonment_flags" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('medabandono', 'user_id', 'unidade_organica');
--> statement-breakpoint
CREATE TRIGGER "notification_types_changes_insert" AFTER INSERT ON "notification_types" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('notifications', 'id');
--> statement-breakpoint
CREATE TRIGGER "notification_types_changes_update" AFTER UPDATE ON "notification_types" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('notifications', 'id');
--> statement-breakpoint
CREATE TRIGGER "notification_types_changes_delete" AFTER DELETE ON "notification_types" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('notifications', 'id');
--> statement-breakpoint
CREATE TRIGGER "notifications_changes_insert" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('notifications', 'id', 'created_by');
--> statement-breakpoint
CREATE TRIGGER "notifications_changes_update" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('notifications', 'id', 'created_by');
--> statement-breakpoint
CREATE TRIGGER "notifications_changes_delete" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('notifications', 'id', 'created_by');
--> statement-breakpoint
CREATE TRIGGER "floors_changes_insert" AFTER INSERT ON "floors" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('blueprints', 'id', 'school');
--> statement-breakpoint
CREATE TRIGGER "floors_changes_update" AFTER UPDATE ON "floors" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('blueprints', 'id', 'school');
--> statement-breakpoint
CREATE TRIGGER "floors_changes_delete" AFTER DELETE ON "floors" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('blueprints', 'id', 'school');
--> statement-breakpoint
CREATE TRIGGER "hr_request_types_changes_insert" AFTER INSERT ON "hr_request_types" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('hrRequestTypes', 'id');
--> statement-breakpoint
CREATE TRIGGER "hr_request_types_changes_update" AFTER UPDATE ON "hr_request_types" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('hrRequestTypes', 'id');
--> statement-breakpoint
CREATE TRIGGER "hr_request_types_changes_delete" AFTER DELETE ON "hr_request_types" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('hrRequestTypes', 'id');
--> statement-breakpoint
CREATE TRIGGER "hr_requests_changes_insert" AFTER INSERT ON "hr_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('hrRequests', 'id');
--> statement-breakpoint
CREATE TRIGGER "hr_requests_changes_update" AFTER UPDATE ON "hr_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('hrRequests', 'id');
--> statement-breakpoint
CREATE TRIGGER "hr_requests_changes_delete" AFTER DELETE ON "hr_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('hrRequests', 'id');
--> statement-breakpoint
CREATE TRIGGER "tutorias_changes_insert" AFTER INSERT ON "tutorias" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('tutorias', 'id', 'id');
--> statement-breakpoint
CREATE TRIGGER "tutorias_changes_update" AFTER UPDATE ON "tutorias" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('tutorias', 'id', 'id');
--> statement-breakpoint
CREATE TRIGGER "tutorias_changes_delete" AFTER DELETE ON "tutorias" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('tutorias', 'id', 'id');
--> statement-breakpoint
CREATE TRIGGER "tutoria_managers_changes_insert" AFTER INSERT ON "tutoria_managers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('tutorias', 'tutoria_id', 'tutoria_id');
--> statement-breakpoint
CREATE TRIGGER "tutoria_managers_changes_update" AFTER UPDATE ON "tutoria_managers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('tutorias', 'tutoria_id', 'tutoria_id');
--> statement-breakpoint
CREATE TRIGGER "tutoria_managers_changes_delete" AFTER DELETE ON "tutoria_managers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('tutorias', 'tutoria_id', 'tutoria_id');
--> statement-breakpoint
CREATE TRIGGER "enrolments_changes_insert" AFTER INSERT ON "enrolments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('tutorias', 'tutoria_id', 'tutoria_id');
--> statement-breakpoint
CREATE TRIGGER "enrolments_changes_update" AFTER UPDATE ON "enrolments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('tutorias', 'tutoria_id', 'tutoria_id');
--> statement-breakpoint
CREATE TRIGGER "enrolments_changes_delete" AFTER DELETE ON "enrolments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('tutorias', 'tutoria_id', 'tutoria_id');
--> statement-breakpoint
CREATE TRIGGER "enrolments_changes_insert_math_physics" AFTER INSERT ON "enrolments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mathPhysics', 'user_id', 'tutoria_id', 'uc');
--> statement-breakpoint
CREATE TRIGGER "enrolments_changes_update_math_physics" AFTER UPDATE ON "enrolments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mathPhysics', 'user_id', 'tutoria_id', 'uc');
--> statement-breakpoint
CREATE TRIGGER "enrolments_changes_delete_math_physics" AFTER DELETE ON "enrolments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mathPhysics', 'user_id', 'tutoria_id', 'uc');
--> statement-breakpoint
CREATE TRIGGER "webinars_changes_insert" AFTER INSERT ON "webinars" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('webinars', 'id');
--> statement-breakpoint
CREATE TRIGGER "webinars_changes_update" AFTER UPDATE ON "webinars" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('webinars', 'id');
--> statement-breakpoint
CREATE TRIGGER "webinars_changes_delete" AFTER DELETE ON "webinars" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('webinars', 'id');
--> statement-breakpoint
CREATE TRIGGER "tutoring_sessions_changes_insert" AFTER INSERT ON "tutoring_sessions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mathPhysics', 'id', 'uc');
--> statement-breakpoint
CREATE TRIGGER "tutoring_sessions_changes_update" AFTER UPDATE ON "tutoring_sessions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mathPhysics', 'id', 'uc');
--> statement-breakpoint
CREATE TRIGGER "tutoring_sessions_changes_delete" AFTER DELETE ON "tutoring_sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mathPhysics', 'id', 'uc');
--> statement-breakpoint
CREATE TRIGGER "session_registrations_changes_insert" AFTER INSERT ON "session_registrations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mathPhysics', 'session_id');
--> statement-breakpoint
CREATE TRIGGER "session_registrations_changes_update" AFTER UPDATE ON "session_registrations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mathPhysics', 'session_id');
--> statement-breakpoint
CREATE TRIGGER "session_registrations_changes_delete" AFTER DELETE ON "session_registrations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mathPhysics', 'session_id');
--> statement-breakpoint
CREATE TRIGGER "peer_interactions_changes_insert" AFTER INSERT ON "peer_interactions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('peerMentoring', 'id');
--> statement-breakpoint
CREATE TRIGGER "peer_interactions_changes_update" AFTER UPDATE ON "peer_interactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('peerMentoring', 'id');
--> statement-breakpoint
CREATE TRIGGER "peer_interactions_changes_delete" AFTER DELETE ON "peer_interactions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('peerMentoring', 'id');
--> statement-breakpoint
CREATE TRIGGER "peer_mentor_ratings_changes_insert" AFTER INSERT ON "peer_mentor_ratings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('peerMentoring', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "peer_mentor_ratings_changes_update" AFTER UPDATE ON "peer_mentor_ratings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('peerMentoring', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "peer_mentor_ratings_changes_delete" AFTER DELETE ON "peer_mentor_ratings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('peerMentoring', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "peer_mentor_observations_changes_insert" AFTER INSERT ON "peer_mentor_observations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('peerMentoring', 'id');
--> statement-breakpoint
CREATE TRIGGER "peer_mentor_observations_changes_update" AFTER UPDATE ON "peer_mentor_observations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('peerMentoring', 'id');
--> statement-breakpoint
CREATE TRIGGER "peer_mentor_observations_changes_delete" AFTER DELETE ON "peer_mentor_observations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('peerMentoring', 'id');
--> statement-breakpoint
CREATE TRIGGER "job_fairs_changes_insert" AFTER INSERT ON "job_fairs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('jobFairs', 'id');
--> statement-breakpoint
CREATE TRIGGER "job_fairs_changes_update" AFTER UPDATE ON "job_fairs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('jobFairs', 'id');
--> statement-breakpoint
CREATE TRIGGER "job_fairs_changes_delete" AFTER DELETE ON "job_fairs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('jobFairs', 'id');
--> statement-breakpoint
CREATE TRIGGER "professional_mentors_changes_insert" AFTER INSERT ON "professional_mentors" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mentoriasProfissionais', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "professional_mentors_changes_update" AFTER UPDATE ON "professional_mentors" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mentoriasProfissionais', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "professional_mentors_changes_delete" AFTER DELETE ON "professional_mentors" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mentoriasProfissionais', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "professional_mentees_changes_insert" AFTER INSERT ON "professional_mentees" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mentoriasProfissionais', 'mentor_id');
--> statement-breakpoint
CREATE TRIGGER "professional_mentees_changes_update" AFTER UPDATE ON "professional_mentees" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mentoriasProfissionais', 'mentor_id');
--> statement-breakpoint
CREATE TRIGGER "professional_mentees_changes_delete" AFTER DELETE ON "professional_mentees" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mentoriasProfissionais', 'mentor_id');
--> statement-breakpoint
CREATE TRIGGER "professional_ratings_changes_insert" AFTER INSERT ON "professional_ratings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mentoriasProfissionais', 'mentor_id');
--> statement-breakpoint
CREATE TRIGGER "professional_ratings_changes_update" AFTER UPDATE ON "professional_ratings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mentoriasProfissionais', 'mentor_id');
--> statement-breakpoint
CREATE TRIGGER "professional_ratings_changes_delete" AFTER DELETE ON "professional_ratings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('mentoriasProfissionais', 'mentor_id');
--> statement-breakpoint
CREATE TRIGGER "audit_log_changes_insert" AFTER INSERT ON "audit_log" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('audit', 'id');
--> statement-breakpoint
CREATE TRIGGER "audit_log_changes_update" AFTER UPDATE ON "audit_log" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('audit', 'id');
--> statement-breakpoint
CREATE TRIGGER "audit_log_changes_delete" AFTER DELETE ON "audit_log" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('audit', 'id');
