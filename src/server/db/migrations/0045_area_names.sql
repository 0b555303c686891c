-- One TypeScript name per area (issue 48): the screens 'medicalAbandonment' and 'mathPhysicsReport'
-- are 'abandonment' and 'mathPhysics', and the endpoint map's areas 'bugs', 'medabandono' and
-- 'mentoriasProfissionais' are 'suggestions', 'abandonment' and 'professionalMentoring' (the names of
-- their folders in src/app). The wire paths (/bugs, /users/medabandono, /mentoriasProfissionais,
-- /mat_fisica) do not change. What the database keeps under the old names is renamed here:
-- the audit trail's areas (filed under the screens), the live events' areas (the change-capture
-- triggers' first argument and the changes recorded), and the saved views' lists and filters.
--
-- The audit trail: entries filed under the two renamed screens.
UPDATE "audit_log" SET "resource" = 'abandonment' WHERE "resource" = 'medicalAbandonment';
--> statement-breakpoint
UPDATE "audit_log" SET "resource" = 'mathPhysics' WHERE "resource" = 'mathPhysicsReport';
--> statement-breakpoint
-- The live events: the changes already recorded (read again by a stream catching up, Last-Event-ID)...
UPDATE "change_events" SET "resource" = 'suggestions' WHERE "resource" = 'bugs';
--> statement-breakpoint
UPDATE "change_events" SET "resource" = 'abandonment' WHERE "resource" = 'medabandono';
--> statement-breakpoint
UPDATE "change_events" SET "resource" = 'professionalMentoring' WHERE "resource" = 'mentoriasProfissionais';
--> statement-breakpoint
-- ...and the triggers recording them (migration 0025's, same columns, the area renamed).
CREATE OR REPLACE TRIGGER "suggestions_changes_insert" AFTER INSERT ON "suggestions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('suggestions', 'id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "suggestions_changes_update" AFTER UPDATE ON "suggestions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('suggestions', 'id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "suggestions_changes_delete" AFTER DELETE ON "suggestions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('suggestions', 'id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "abandonment_flags_changes_insert" AFTER INSERT ON "abandonment_flags" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('abandonment', 'user_id', 'unidade_organica');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "abandonment_flags_changes_update" AFTER UPDATE ON "abandonment_flags" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('abandonment', 'user_id', 'unidade_organica');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "abandonment_flags_changes_delete" AFTER DELETE ON "abandonment_flags" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('abandonment', 'user_id', 'unidade_organica');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "professional_mentors_changes_insert" AFTER INSERT ON "professional_mentors" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('professionalMentoring', 'user_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "professional_mentors_changes_update" AFTER UPDATE ON "professional_mentors" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('professionalMentoring', 'user_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "professional_mentors_changes_delete" AFTER DELETE ON "professional_mentors" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('professionalMentoring', 'user_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "professional_mentees_changes_insert" AFTER INSERT ON "professional_mentees" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('professionalMentoring', 'mentor_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "professional_mentees_changes_update" AFTER UPDATE ON "professional_mentees" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('professionalMentoring', 'mentor_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "professional_mentees_changes_delete" AFTER DELETE ON "professional_mentees" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('professionalMentoring', 'mentor_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "professional_ratings_changes_insert" AFTER INSERT ON "professional_ratings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('professionalMentoring', 'mentor_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "professional_ratings_changes_update" AFTER UPDATE ON "professional_ratings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('professionalMentoring', 'mentor_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "professional_ratings_changes_delete" AFTER DELETE ON "professional_ratings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('professionalMentoring', 'mentor_id');
--> statement-breakpoint
-- The saved views: the list a view shows (react-admin's resource, which the dashboard counts)...
UPDATE "saved_views" SET "list" = jsonb_set("list", '{resource}', '"suggestions"') WHERE "list"->>'resource' = 'bugs';
--> statement-breakpoint
UPDATE "saved_views" SET "list" = jsonb_set("list", '{resource}', '"abandonment"') WHERE "list"->>'resource' = 'medabandono';
--> statement-breakpoint
UPDATE "saved_views" SET "list" = jsonb_set("list", '{resource}', '"professionalMentoring"') WHERE "list"->>'resource' = 'mentoriasProfissionais';
--> statement-breakpoint
-- ...and the audit trail's views filtered by a renamed area (its query, written raw or encoded, and its list's filter).
UPDATE "saved_views" SET "query" = regexp_replace("query", '(%22|")medicalAbandonment(%22|")', '\1abandonment\2', 'g') WHERE "path" = '/admin/audit' AND "query" ~ '(%22|")medicalAbandonment(%22|")';
--> statement-breakpoint
UPDATE "saved_views" SET "query" = regexp_replace("query", '(%22|")mathPhysicsReport(%22|")', '\1mathPhysics\2', 'g') WHERE "path" = '/admin/audit' AND "query" ~ '(%22|")mathPhysicsReport(%22|")';
--> statement-breakpoint
UPDATE "saved_views" SET "list" = jsonb_set("list", '{filter,resource}', '"abandonment"') WHERE "list"->>'resource' = 'audit' AND "list"->'filter'->>'resource' = 'medicalAbandonment';
--> statement-breakpoint
UPDATE "saved_views" SET "list" = jsonb_set("list", '{filter,resource}', '"mathPhysics"') WHERE "list"->>'resource' = 'audit' AND "list"->'filter'->>'resource' = 'mathPhysicsReport';
