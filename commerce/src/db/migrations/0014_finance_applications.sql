CREATE TABLE "finance_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" uuid,
	"store" varchar(5) NOT NULL,
	"status" varchar(16) NOT NULL,
	"product_id" varchar(32) NOT NULL,
	"months" integer NOT NULL,
	"apr" numeric(5, 2) NOT NULL,
	"cash_price" numeric(12, 2) NOT NULL,
	"deposit" numeric(12, 2) NOT NULL,
	"loan_amount" numeric(12, 2) NOT NULL,
	"deposit_reference" text,
	"held_stock" jsonb NOT NULL,
	"lender_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "finance_applications_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "finance_applications_status" CHECK ("finance_applications"."status" in ('submitted', 'referred', 'accepted', 'declined', 'expired')),
	CONSTRAINT "finance_applications_amounts" CHECK ("finance_applications"."loan_amount" > 0 and "finance_applications"."deposit" >= 0 and "finance_applications"."cash_price" = "finance_applications"."deposit" + "finance_applications"."loan_amount")
);
--> statement-breakpoint
CREATE TABLE "finance_lender_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"decision" varchar(16) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "finance_terms" jsonb;--> statement-breakpoint
CREATE INDEX "finance_applications_customer_idx" ON "finance_applications" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "finance_applications_open_idx" ON "finance_applications" USING btree ("status","expires_at");