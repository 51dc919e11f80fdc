CREATE TABLE "bike_geometry" (
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"position" integer NOT NULL,
	"stack" integer NOT NULL,
	"reach" integer NOT NULL,
	"seat_tube" integer NOT NULL,
	"top_tube" integer NOT NULL,
	"head_angle" numeric(4, 1) NOT NULL,
	"seat_angle" numeric(4, 1) NOT NULL,
	"wheelbase" integer NOT NULL,
	"chainstay" integer NOT NULL,
	"bb_drop" integer NOT NULL,
	"standover" integer NOT NULL,
	CONSTRAINT "bike_geometry_product_id_size_pk" PRIMARY KEY("product_id","size")
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_key" text NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "blog_categories_url_key_unique" UNIQUE("url_key")
);
--> statement-breakpoint
CREATE TABLE "blog_post_tags" (
	"post_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "blog_post_tags_post_id_tag_id_pk" PRIMARY KEY("post_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "blog_post_translations" (
	"post_id" integer NOT NULL,
	"store" varchar(5) NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	CONSTRAINT "blog_post_translations_post_id_store_pk" PRIMARY KEY("post_id","store")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_key" text NOT NULL,
	"category_id" integer NOT NULL,
	"author" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"image_kind" text NOT NULL,
	"image_colour" varchar(7) NOT NULL,
	CONSTRAINT "blog_posts_url_key_unique" UNIQUE("url_key")
);
--> statement-breakpoint
CREATE TABLE "blog_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_key" text NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "blog_tags_url_key_unique" UNIQUE("url_key")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"store" varchar(5) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	CONSTRAINT "category_translations_category_id_store_pk" PRIMARY KEY("category_id","store")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_categories_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"colour" varchar(7) NOT NULL,
	"accent" varchar(7) NOT NULL,
	"alt" jsonb NOT NULL,
	CONSTRAINT "product_images_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_links" (
	"product_id" integer NOT NULL,
	"linked_product_id" integer NOT NULL,
	"link_type" varchar(16) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_links_product_id_link_type_linked_product_id_pk" PRIMARY KEY("product_id","link_type","linked_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_option_prices" (
	"option_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"special_price" numeric(12, 2),
	CONSTRAINT "product_option_prices_option_id_currency_pk" PRIMARY KEY("option_id","currency")
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"option_type" varchar(16) NOT NULL,
	"value" text NOT NULL,
	"labels" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"stock_qty" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"special_price" numeric(12, 2),
	CONSTRAINT "product_prices_product_id_currency_pk" PRIMARY KEY("product_id","currency")
);
--> statement-breakpoint
CREATE TABLE "product_specifications" (
	"product_id" integer NOT NULL,
	"store" varchar(5) NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_specifications_product_id_store_position_pk" PRIMARY KEY("product_id","store","position")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"store" varchar(5) NOT NULL,
	"name" text NOT NULL,
	"subtitle" text,
	"description" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	CONSTRAINT "product_translations_product_id_store_pk" PRIMARY KEY("product_id","store")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"type_id" varchar(16) NOT NULL,
	"parent_id" integer,
	"url_key" text NOT NULL,
	"manufacturer" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"banned_countries" text[] DEFAULT '{}' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "size_guides" (
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"rider_height_min" integer NOT NULL,
	"rider_height_max" integer NOT NULL,
	CONSTRAINT "size_guides_product_id_size_pk" PRIMARY KEY("product_id","size")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "categories_url_path" ON "categories" USING btree ("url_path");--> statement-breakpoint
CREATE INDEX "categories_parent" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_categories_product" ON "product_categories" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_sku" ON "product_options" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "product_options_product" ON "product_options" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_url_key" ON "products" USING btree ("url_key");--> statement-breakpoint
CREATE INDEX "products_parent" ON "products" USING btree ("parent_id");