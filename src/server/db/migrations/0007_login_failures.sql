CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"last_failure" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_failures_last_idx" ON "login_failures" USING btree ("last_failure");