CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" varchar(32) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
