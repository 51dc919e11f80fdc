ALTER TABLE "product_option_prices" ADD COLUMN "special_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_option_prices" ADD COLUMN "special_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "special_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "special_to" timestamp with time zone;