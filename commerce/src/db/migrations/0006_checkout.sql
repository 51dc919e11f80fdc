CREATE TABLE "shops" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_attempts" (
	"customer_id" uuid NOT NULL,
	"key" text NOT NULL,
	"order_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_attempts_customer_id_key_pk" PRIMARY KEY("customer_id","key")
);
--> statement-breakpoint
CREATE TABLE "checkout_details" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"shipping_address" jsonb,
	"shipping_address_id" integer,
	"billing_address" jsonb,
	"billing_same_as_shipping" boolean DEFAULT true NOT NULL,
	"shipping_method" varchar(32),
	"collection_shop" text,
	"payment_method" varchar(32),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"order_number" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"store" varchar(5) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"cart_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cycle_to_work_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cycle_to_work_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"issuer" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"expires_at" timestamp with time zone,
	"redeemed_order_number" text,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" varchar(32) NOT NULL,
	"reference" text NOT NULL,
	"order_number" text,
	"status" varchar(32) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"refunded" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"card_last4" varchar(4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"status" varchar(32) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"captured" numeric(12, 2) DEFAULT 0 NOT NULL,
	"refunded" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"card_last4" varchar(4) NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_networks" ADD COLUMN "shop_code" varchar(16);--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "channel" varchar(16) DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "cart_id" uuid;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "dispatch_date" date;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "collection_shop" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "card_last4" varchar(4);--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "partner_reference" text;--> statement-breakpoint
ALTER TABLE "sales_order_status_history" ADD CONSTRAINT "sales_order_status_history_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_details" ADD CONSTRAINT "checkout_details_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_sessions" ADD CONSTRAINT "partner_sessions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_sessions" ADD CONSTRAINT "partner_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_order_status_history_order_idx" ON "sales_order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_to_work_certificates_issuer_code" ON "cycle_to_work_certificates" USING btree ("issuer","code");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference" ON "payments" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_number");--> statement-breakpoint
ALTER TABLE "store_networks" ADD CONSTRAINT "store_networks_shop_code_shops_code_fk" FOREIGN KEY ("shop_code") REFERENCES "public"."shops"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_cart" ON "sales_orders" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_partner_reference" ON "sales_orders" USING btree ("partner_reference");--> statement-breakpoint
CREATE INDEX "sales_orders_collection_idx" ON "sales_orders" USING btree ("collection_shop","status");