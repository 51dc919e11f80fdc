CREATE TABLE "global_sets" (
	"handle" text NOT NULL,
	"store" varchar(5) NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "global_sets_handle_store_pk" PRIMARY KEY("handle","store")
);
--> statement-breakpoint
CREATE TABLE "bundle_selection_prices" (
	"selection_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "bundle_selection_prices_selection_id_currency_pk" PRIMARY KEY("selection_id","currency")
);
--> statement-breakpoint
CREATE TABLE "bundle_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"kind" varchar(16) NOT NULL,
	"code" text NOT NULL,
	"hex" varchar(7) NOT NULL,
	"labels" jsonb NOT NULL,
	"stock_qty" integer,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_amounts" (
	"coupon_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" numeric(12, 2),
	"min_subtotal" numeric(12, 2),
	CONSTRAINT "coupon_amounts_coupon_id_currency_pk" PRIMARY KEY("coupon_id","currency")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"customer_id" uuid,
	"order_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" varchar(16) NOT NULL,
	"percent" numeric(5, 2),
	"labels" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"usage_per_customer" integer,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"country_code" varchar(2) NOT NULL,
	"method" varchar(16) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"items_rate" numeric(12, 2) NOT NULL,
	"bike_rate" numeric(12, 2) NOT NULL,
	"free_over" numeric(12, 2),
	CONSTRAINT "shipping_rates_country_code_method_pk" PRIMARY KEY("country_code","method")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" uuid NOT NULL,
	"parent_item_id" integer,
	"sku" text NOT NULL,
	"product_id" integer,
	"option_id" integer,
	"selection_id" integer,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"masked_id" text NOT NULL,
	"customer_id" uuid,
	"store" varchar(5) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"coupon_code" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_amounts" ADD CONSTRAINT "coupon_amounts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bundle_selections_sku" ON "bundle_selections" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_customer" ON "coupon_redemptions" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cart_items_cart" ON "cart_items" USING btree ("cart_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_masked_id" ON "carts" USING btree ("masked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_active_customer" ON "carts" USING btree ("customer_id") WHERE "carts"."is_active" and "carts"."customer_id" is not null;