CREATE TABLE "saved_products" (
	"customer_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_products_customer_id_sku_pk" PRIMARY KEY("customer_id","sku")
);
--> statement-breakpoint
ALTER TABLE "saved_products" ADD CONSTRAINT "saved_products_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_products_customer_idx" ON "saved_products" USING btree ("customer_id","created_at");