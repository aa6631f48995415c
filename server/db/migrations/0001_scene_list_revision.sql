ALTER TABLE "screenplays" ADD COLUMN "scenes_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to a screenplay's scenes raises its revision in the same transaction, whoever
-- makes it (the API, an import, a cascade, an administrator): the scene list's cache key.
CREATE FUNCTION "raise_scenes_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "screenplays" SET "scenes_revision" = "scenes_revision" + 1 WHERE "id" = OLD."screenplay_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."screenplay_id" <> OLD."screenplay_id") THEN
    UPDATE "screenplays" SET "scenes_revision" = "scenes_revision" + 1 WHERE "id" = NEW."screenplay_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "scenes_raise_revision" AFTER INSERT OR UPDATE OR DELETE ON "scenes"
  FOR EACH ROW EXECUTE FUNCTION "raise_scenes_revision"();
--> statement-breakpoint
-- TRUNCATE fires no row triggers: it raises every screenplay's revision at once.
CREATE FUNCTION "raise_all_scenes_revisions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "screenplays" SET "scenes_revision" = "scenes_revision" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "scenes_truncated_raise_revisions" AFTER TRUNCATE ON "scenes"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_all_scenes_revisions"();
