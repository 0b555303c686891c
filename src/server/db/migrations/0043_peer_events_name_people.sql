-- Peer mentoring's changes name the person they are about (issue 46): an interaction its mentee, an
-- observation its mentor (a rating already named its mentee), ids its screens show. The live events
-- then tell a change to whoever reads that person (src/server/events/readable.ts), nobody else.
DROP TRIGGER "peer_interactions_changes_insert" ON "peer_interactions";
--> statement-breakpoint
CREATE TRIGGER "peer_interactions_changes_insert" AFTER INSERT ON "peer_interactions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('peerMentoring', 'mentee_id');
--> statement-breakpoint
DROP TRIGGER "peer_interactions_changes_update" ON "peer_interactions";
--> statement-breakpoint
CREATE TRIGGER "peer_interactions_changes_update" AFTER UPDATE ON "peer_interactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('peerMentoring', 'mentee_id');
--> statement-breakpoint
DROP TRIGGER "peer_interactions_changes_delete" ON "peer_interactions";
--> statement-breakpoint
CREATE TRIGGER "peer_interactions_changes_delete" AFTER DELETE ON "peer_interactions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('peerMentoring', 'mentee_id');
--> statement-breakpoint
DROP TRIGGER "peer_mentor_observations_changes_insert" ON "peer_mentor_observations";
--> statement-breakpoint
CREATE TRIGGER "peer_mentor_observations_changes_insert" AFTER INSERT ON "peer_mentor_observations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('peerMentoring', 'mentor_id');
--> statement-breakpoint
DROP TRIGGER "peer_mentor_observations_changes_update" ON "peer_mentor_observations";
--> statement-breakpoint
CREATE TRIGGER "peer_mentor_observations_changes_update" AFTER UPDATE ON "peer_mentor_observations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('peerMentoring', 'mentor_id');
--> statement-breakpoint
DROP TRIGGER "peer_mentor_observations_changes_delete" ON "peer_mentor_observations";
--> statement-breakpoint
CREATE TRIGGER "peer_mentor_observations_changes_delete" AFTER DELETE ON "peer_mentor_observations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('peerMentoring', 'mentor_id');
