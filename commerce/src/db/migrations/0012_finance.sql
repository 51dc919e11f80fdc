CREATE TABLE "finance_deposits" (
	"percent" numeric(5, 2) PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "finance_deposits_range" CHECK ("finance_deposits"."percent" >= 0 and "finance_deposits"."percent" <= 50)
);
--> statement-breakpoint
CREATE TABLE "finance_products" (
	"product_id" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"months" integer NOT NULL,
	"apr" numeric(5, 2) NOT NULL,
	"min_loan" numeric(12, 2) NOT NULL,
	"max_loan" numeric(12, 2) NOT NULL,
	"arrangement_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"deferral_months" integer DEFAULT 0 NOT NULL,
	"single_final_payment" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "finance_products_terms" CHECK ("finance_products"."months" > 0 and "finance_products"."apr" >= 0 and "finance_products"."min_loan" > 0 and "finance_products"."min_loan" <= "finance_products"."max_loan"),
	CONSTRAINT "finance_products_deferral" CHECK ("finance_products"."deferral_months" >= 0 and "finance_products"."deferral_months" < "finance_products"."months")
);
