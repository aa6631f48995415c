import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { DialogueSample } from "#shared/schemas/character";
import { DRAFT_KINDS } from "#shared/schemas/draft";
import type { Act1, Act2, Act3 } from "#shared/schemas/outline";
import type { TitlePageEntry } from "#shared/schemas/screenplay";

// Millisecond precision, so the `updatedAt` a client echoes back (a JS Date) compares equal.
export const nowMs = sql`date_trunc('milliseconds', clock_timestamp())`;
const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs);
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().default(nowMs);
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username"),
    passwordHash: text("password_hash"),
    walletAddress: text("wallet_address").unique(),
    walletType: text("wallet_type", { enum: ["bitcoin", "solana"] }),
    createdAt: createdAt(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true, mode: "date" }),
  },
  // Usernames are unique whatever their case: "Jane" and "jane" are one account.
  (t) => [uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the cookie's random token: a leaked table does not leak live sessions.
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const walletChallenges = pgTable("wallet_challenges", {
  nonce: text("nonce").primaryKey(),
  walletAddress: text("wallet_address").notNull(),
  walletType: text("wallet_type", { enum: ["bitcoin", "solana"] }).notNull(),
  message: text("message").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters shared by every server process (login throttling, AI quota). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
  count: integer("count").notNull(),
});

export const screenplays = pgTable(
  "screenplays",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    logline: text("logline"),
    genre: text("genre"),
    /** The Idea step's story elements, kept for every later AI call. */
    theme: text("theme"),
    setting: text("setting"),
    mainCharacter: text("main_character"),
    /** Fountain title page entries in the file's order (Title, Credit, Author, Source, …). */
    titlePage: jsonb("title_page").$type<TitlePageEntry[]>().notNull().default([]),
    /** Fountain text before the first scene heading (an epigraph, FADE IN:, an opening V.O.). */
    opening: text("opening").notNull().default(""),
    /** The page size exports print on when the request names none. */
    paperSize: text("paper_size", { enum: ["letter", "a4"] })
      .notNull()
      .default("letter"),
    progress: integer("progress").notNull().default(0),
    currentStep: text("current_step", {
      enum: ["idea", "outline", "characters", "scenes", "editor", "final"],
    })
      .notNull()
      .default("idea"),
    /**
     * Raised by a trigger on every insert, update and delete of the screenplay's scenes, in
     * the same transaction: the scene list's cache key (docs/decisions/0012).
     */
    scenesRevision: integer("scenes_revision").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("screenplays_user_idx").on(t.userId, t.updatedAt)],
);

const screenplayRef = () =>
  integer("screenplay_id")
    .notNull()
    .references(() => screenplays.id, { onDelete: "cascade" });

export const characters = pgTable(
  "characters",
  {
    id: serial("id").primaryKey(),
    screenplayId: screenplayRef(),
    name: text("name").notNull(),
    role: text("role"),
    age: text("age"),
    occupation: text("occupation"),
    backstory: text("backstory"),
    traits: textArray("traits"),
    motivations: textArray("motivations"),
    flaws: textArray("flaws"),
    arc: text("arc"),
    formativeEvents: textArray("formative_events"),
    dialogueSamples: jsonb("dialogue_samples").$type<DialogueSample[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("characters_screenplay_idx").on(t.screenplayId)],
);

export const outlines = pgTable("outlines", {
  id: serial("id").primaryKey(),
  screenplayId: screenplayRef().unique(),
  act1: jsonb("act1").$type<Act1>().notNull(),
  act2: jsonb("act2").$type<Act2>().notNull(),
  act3: jsonb("act3").$type<Act3>().notNull(),
  themesAndMotifs: textArray("themes_and_motifs"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const scenes = pgTable(
  "scenes",
  {
    id: serial("id").primaryKey(),
    screenplayId: screenplayRef(),
    sceneNumber: integer("scene_number").notNull(),
    heading: text("heading").notNull(),
    /** What happens in the scene, in a sentence or two: the plan a scene is written from. */
    beat: text("beat"),
    content: text("content"),
    characters: textArray("characters"),
    locations: textArray("locations"),
    timeOfDay: text("time_of_day"),
    act: text("act"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("scenes_screenplay_idx").on(t.screenplayId, t.sceneNumber)],
);

/**
 * The pieces drafts are made of, each stored once per screenplay under the hash of its body
 * (docs/decisions/0035): the story fields, the outline, one character, one scene. A draft taken
 * after a one-scene edit adds that scene's part and its manifest, not a copy of the script.
 */
export const draftParts = pgTable(
  "draft_parts",
  {
    screenplayId: screenplayRef(),
    /** 128 bits of the body's SHA-256 in base64url: unique enough within one screenplay. */
    hash: text("hash").notNull(),
    /** The part as canonical JSON (keys sorted), so equal content always hashes alike. */
    body: text("body").notNull(),
  },
  (t) => [primaryKey({ columns: [t.screenplayId, t.hash] })],
);

/** The part hashes of a draft: the screenplay's story fields, its outline, cast and scenes in order. */
export type DraftManifest = {
  screenplay: string;
  outline: string | null;
  characters: string[];
  scenes: string[];
};

/** A snapshot of a whole screenplay, kept as the list of its parts (docs/decisions/0035). */
export const drafts = pgTable(
  "drafts",
  {
    id: serial("id").primaryKey(),
    screenplayId: screenplayRef(),
    label: text("label").notNull(),
    /** Manual drafts are kept until deleted; automatic ones are thinned as they age. */
    kind: text("kind", { enum: DRAFT_KINDS }).notNull(),
    /** Why an automatic draft was taken ("Before deleting scene 12"); null for a manual one. */
    reason: text("reason"),
    pages: integer("pages").notNull(),
    sceneCount: integer("scene_count").notNull(),
    manifest: jsonb("manifest").$type<DraftManifest>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("drafts_screenplay_idx").on(t.screenplayId, t.createdAt)],
);

export const aiSuggestions = pgTable(
  "ai_suggestions",
  {
    id: serial("id").primaryKey(),
    screenplayId: screenplayRef(),
    suggestionType: text("suggestion_type").notNull(),
    content: jsonb("content").$type<unknown>().notNull(),
    /** What the result was generated for (a character, a scene), so Apply can find it. */
    target: jsonb("target").$type<unknown>(),
    isApplied: boolean("is_applied").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("ai_suggestions_screenplay_idx").on(t.screenplayId)],
);

export const movieQuotes = pgTable("movie_quotes", {
  id: serial("id").primaryKey(),
  quote: text("quote").notNull(),
  movie: text("movie").notNull(),
  year: integer("year").notNull(),
  character: text("character").notNull(),
  writer: text("writer").notNull(),
  createdAt: createdAt(),
});
