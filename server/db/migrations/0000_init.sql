CREATE TABLE "ai_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"screenplay_id" integer NOT NULL,
	"suggestion_type" text NOT NULL,
	"content" jsonb NOT NULL,
	"is_applied" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "characters" (
	"id" serial PRIMARY KEY NOT NULL,
	"screenplay_id" integer NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"age" text,
	"occupation" text,
	"backstory" text,
	"traits" text[] DEFAULT '{}'::text[] NOT NULL,
	"motivations" text[] DEFAULT '{}'::text[] NOT NULL,
	"flaws" text[] DEFAULT '{}'::text[] NOT NULL,
	"arc" text,
	"formative_events" text[] DEFAULT '{}'::text[] NOT NULL,
	"dialogue_samples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movie_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote" text NOT NULL,
	"movie" text NOT NULL,
	"year" integer NOT NULL,
	"character" text NOT NULL,
	"writer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outlines" (
	"id" serial PRIMARY KEY NOT NULL,
	"screenplay_id" integer NOT NULL,
	"act1" jsonb NOT NULL,
	"act2" jsonb NOT NULL,
	"act3" jsonb NOT NULL,
	"themes_and_motifs" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL,
	CONSTRAINT "outlines_screenplay_id_unique" UNIQUE("screenplay_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenes" (
	"id" serial PRIMARY KEY NOT NULL,
	"screenplay_id" integer NOT NULL,
	"scene_number" integer NOT NULL,
	"heading" text NOT NULL,
	"content" text,
	"characters" text[] DEFAULT '{}'::text[] NOT NULL,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"time_of_day" text,
	"act" text,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screenplays" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"logline" text,
	"genre" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"current_step" text DEFAULT 'idea' NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text,
	"password_hash" text,
	"wallet_address" text,
	"wallet_type" text,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_wallet_address_unique" UNIQUE("wallet_address")
);
--> statement-breakpoint
CREATE TABLE "wallet_challenges" (
	"nonce" text PRIMARY KEY NOT NULL,
	"wallet_address" text NOT NULL,
	"wallet_type" text NOT NULL,
	"message" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', clock_timestamp()) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_suggestions" ADD CONSTRAINT "ai_suggestions_screenplay_id_screenplays_id_fk" FOREIGN KEY ("screenplay_id") REFERENCES "public"."screenplays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_screenplay_id_screenplays_id_fk" FOREIGN KEY ("screenplay_id") REFERENCES "public"."screenplays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlines" ADD CONSTRAINT "outlines_screenplay_id_screenplays_id_fk" FOREIGN KEY ("screenplay_id") REFERENCES "public"."screenplays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenes" ADD CONSTRAINT "scenes_screenplay_id_screenplays_id_fk" FOREIGN KEY ("screenplay_id") REFERENCES "public"."screenplays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenplays" ADD CONSTRAINT "screenplays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_suggestions_screenplay_idx" ON "ai_suggestions" USING btree ("screenplay_id");--> statement-breakpoint
CREATE INDEX "characters_screenplay_idx" ON "characters" USING btree ("screenplay_id");--> statement-breakpoint
CREATE INDEX "scenes_screenplay_idx" ON "scenes" USING btree ("screenplay_id","scene_number");--> statement-breakpoint
CREATE INDEX "screenplays_user_idx" ON "screenplays" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));