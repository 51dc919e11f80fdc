CREATE TABLE "cycle_to_work_providers" (
	"provider_id" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"min_certificate" numeric(12, 2) NOT NULL,
	"max_certificate" numeric(12, 2),
	"hire_months" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cycle_to_work_providers_terms" CHECK ("cycle_to_work_providers"."hire_months" > 0 and "cycle_to_work_providers"."min_certificate" > 0 and ("cycle_to_work_providers"."max_certificate" is null or "cycle_to_work_providers"."min_certificate" <= "cycle_to_work_providers"."max_certificate"))
);
--> statement-breakpoint
CREATE TABLE "cycle_to_work_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(16) NOT NULL,
	"customer_id" uuid,
	"email" text NOT NULL,
	"store" varchar(5) NOT NULL,
	"employer_name" varchar(120) NOT NULL,
	"provider_id" varchar(32) NOT NULL,
	"provider_name" varchar(120) NOT NULL,
	"hire_months" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"items" jsonb NOT NULL,
	"savings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	CONSTRAINT "cycle_to_work_quotes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "cycle_to_work_tax_bands" (
	"band_id" varchar(32) PRIMARY KEY NOT NULL,
	"region" varchar(16) NOT NULL,
	"tax_year" varchar(7) NOT NULL,
	"income_tax_percent" numeric(5, 2) NOT NULL,
	"national_insurance_percent" numeric(5, 2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cycle_to_work_tax_bands_rates" CHECK ("cycle_to_work_tax_bands"."income_tax_percent" >= 0 and "cycle_to_work_tax_bands"."income_tax_percent" < 100 and "cycle_to_work_tax_bands"."national_insurance_percent" >= 0 and "cycle_to_work_tax_bands"."national_insurance_percent" < 100)
);
--> statement-breakpoint
ALTER TABLE "cycle_to_work_quotes" ADD CONSTRAINT "cycle_to_work_quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_to_work_quotes" ADD CONSTRAINT "cycle_to_work_quotes_provider_id_cycle_to_work_providers_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."cycle_to_work_providers"("provider_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cycle_to_work_quotes_customer_idx" ON "cycle_to_work_quotes" USING btree ("customer_id","created_at");