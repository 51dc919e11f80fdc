CREATE TABLE "saved_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"model_url_key" text NOT NULL,
	"frame" text NOT NULL,
	"size" text,
	"choices" jsonb NOT NULL,
	"price_saved" numeric(12, 2) NOT NULL,
	"currency_saved" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_designs" ADD CONSTRAINT "saved_designs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_designs_customer_idx" ON "saved_designs" USING btree ("customer_id","created_at");