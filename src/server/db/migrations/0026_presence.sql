CREATE TABLE "presence" (
	"user_id" text NOT NULL,
	"tab" text NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presence_user_id_tab_resource_record_id_pk" PRIMARY KEY("user_id","tab","resource","record_id")
);
--> statement-breakpoint
ALTER TABLE "presence" ADD CONSTRAINT "presence_user_id_users_id_utilizador_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id_utilizador") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presence_record_idx" ON "presence" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "presence_seen_at_idx" ON "presence" USING btree ("seen_at");--> statement-breakpoint
-- A tab arriving at a record or leaving it is announced to the open screens, as a change of the
-- area 'presence' with the record's own area in the scope (src/server/events/rules.ts sends it to
-- those who may open that area); a renewal (an UPDATE of seen_at) is not announced.
CREATE TRIGGER "presence_changes_insert" AFTER INSERT ON "presence" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('presence', 'record_id', 'resource');
--> statement-breakpoint
CREATE TRIGGER "presence_changes_delete" AFTER DELETE ON "presence" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_changes('presence', 'record_id', 'resource');
