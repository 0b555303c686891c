-- A send that goes by slices of recipients (the embedded database: jobs/notification-sender.ts)
-- keeps its progress on the notification, committed with each slice's deliveries: the greatest
-- recipient id delivered so far. Null while nothing has been delivered.
ALTER TABLE "notifications" ADD COLUMN "delivered_through" text;