CREATE TABLE "product_facet_values" (
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_facet_values_product_id_code_value_pk" PRIMARY KEY("product_id","code","value")
);
--> statement-breakpoint
-- A product's filter attribute values as rows: its attributes are an object of attribute code to
-- an array of values (anything else, under a code or as the whole, holds no value, and neither
-- does a null in an array), so no product's write can fail here.
CREATE FUNCTION "product_attribute_values"("attributes" jsonb) RETURNS TABLE ("code" text, "value" text)
	LANGUAGE sql IMMUTABLE AS $$
	SELECT DISTINCT e.key, v.value
	FROM jsonb_each(CASE WHEN jsonb_typeof("attributes") = 'object' THEN "attributes" ELSE '{}'::jsonb END) e
	CROSS JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.value ELSE '[]'::jsonb END) v
	WHERE v.value IS NOT NULL
$$;
--> statement-breakpoint
-- product_facet_values is kept by these triggers alone: a product's rows are written when it is
-- inserted, rewritten when its attributes change, removed with it, and emptied with the table.
CREATE FUNCTION "product_facet_values_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
		DELETE FROM "product_facet_values" WHERE "product_id" = OLD."id";
	END IF;
	IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
		INSERT INTO "product_facet_values" ("product_id", "code", "value")
			SELECT NEW."id", a."code", a."value" FROM "product_attribute_values"(NEW."attributes") a;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_facet_values_insert" AFTER INSERT ON "products"
	FOR EACH ROW EXECUTE FUNCTION "product_facet_values_write"();
--> statement-breakpoint
CREATE TRIGGER "products_facet_values_update" AFTER UPDATE OF "id", "attributes" ON "products"
	FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id" OR OLD."attributes" IS DISTINCT FROM NEW."attributes")
	EXECUTE FUNCTION "product_facet_values_write"();
--> statement-breakpoint
CREATE TRIGGER "products_facet_values_delete" AFTER DELETE ON "products"
	FOR EACH ROW EXECUTE FUNCTION "product_facet_values_write"();
--> statement-breakpoint
CREATE FUNCTION "product_facet_values_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "product_facet_values";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_facet_values_truncate" AFTER TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "product_facet_values_truncate"();
--> statement-breakpoint
-- Products written before this migration.
INSERT INTO "product_facet_values" ("product_id", "code", "value")
	SELECT p."id", a."code", a."value" FROM "products" p CROSS JOIN LATERAL "product_attribute_values"(p."attributes") a;
