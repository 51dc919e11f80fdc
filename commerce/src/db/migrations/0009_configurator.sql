ALTER TABLE "bundle_selection_prices" ADD COLUMN "special_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "bundle_selection_prices" ADD COLUMN "special_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bundle_selection_prices" ADD COLUMN "special_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bundle_selections" ADD COLUMN "section" varchar(32) DEFAULT 'customColor' NOT NULL;--> statement-breakpoint
ALTER TABLE "bundle_selections" ADD COLUMN "families" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "bundle_selections" ADD COLUMN "rules" jsonb DEFAULT '{}'::jsonb NOT NULL;