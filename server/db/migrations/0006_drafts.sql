CREATE TABLE "draft_parts" (
	"screenplay_id" integer NOT NULL,
	"hash" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "draft_parts_screenplay_id_hash_pk" PRIMARY KEY("screenplay_id","hash")
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"screenplay_id" integer NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"pages" integer NOT NULL,
	"scene_count" integer NOT NULL,
	"manifest" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draft_parts" ADD CONSTRAINT "draft_parts_screenplay_id_screenplays_id_fk" FOREIGN KEY ("screenplay_id") REFERENCES "public"."screenplays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_screenplay_id_screenplays_id_fk" FOREIGN KEY ("screenplay_id") REFERENCES "public"."screenplays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drafts_screenplay_idx" ON "drafts" USING btree ("screenplay_id","created_at");