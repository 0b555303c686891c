-- The audit trail's areas are the ones its list can filter by (issue 47): the mobile app's
-- suggestions and HR questions, filed until now under their paths ('bugs', 'questoesrh'), go under
-- the screens that show them, as every new entry does (src/server/audit.ts).
UPDATE "audit_log" SET "resource" = 'suggestions' WHERE "resource" = 'bugs';
--> statement-breakpoint
UPDATE "audit_log" SET "resource" = 'hrRequests' WHERE "resource" = 'questoesrh';
