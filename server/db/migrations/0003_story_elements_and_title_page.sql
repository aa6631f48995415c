ALTER TABLE "screenplays" ADD COLUMN "theme" text;--> statement-breakpoint
ALTER TABLE "screenplays" ADD COLUMN "setting" text;--> statement-breakpoint
ALTER TABLE "screenplays" ADD COLUMN "main_character" text;--> statement-breakpoint
ALTER TABLE "screenplays" ADD COLUMN "title_page" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "screenplays" ADD COLUMN "opening" text DEFAULT '' NOT NULL;