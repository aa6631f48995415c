// One valid request per route, the seed the fuzzer mutates (a route without one is still fuzzed,
// from random JSON only). Ids come from the caller, so the same table can aim at anyone's rows.
import { type Owned, outlineBody } from "#server/test/factories";

export type Example = { body?: Record<string, unknown>; query?: Record<string, string> };

/** A valid Solana address: base58 of 32 zero bytes (the system program). */
const SOLANA_ADDRESS = "11111111111111111111111111111111";
const SIGNATURE_64_BYTES_BASE64 = Buffer.alloc(64, 7).toString("base64");

export function examples(ids: Owned): Record<string, Example> {
  const screenplayId = ids.screenplayId;
  const idea = { genre: "Thriller", theme: "trust", setting: "Lisbon" };
  return {
    "POST /api/register": { body: { username: "fuzz_user", password: "a long passphrase" } },
    "POST /api/login": { body: { username: "fuzz_user", password: "a long passphrase" } },
    "POST /api/logout": { body: {} },
    "POST /api/dev-bypass": { body: {} },
    "POST /api/wallet-auth/challenge": {
      body: { walletAddress: SOLANA_ADDRESS, walletType: "solana" },
    },
    "POST /api/wallet-auth": {
      body: {
        walletAddress: SOLANA_ADDRESS,
        walletType: "solana",
        message: "localhost wants you to sign in",
        signature: SIGNATURE_64_BYTES_BASE64,
      },
    },
    "POST /api/screenplays": {
      body: { title: "Fuzz", logline: "A line.", genre: "Drama", currentStep: "idea" },
    },
    "PATCH /api/screenplays/:id": {
      body: {
        updatedAt: ids.updatedAt.screenplay,
        title: "Fuzzed",
        progress: 50,
        currentStep: "scenes",
      },
    },
    "POST /api/screenplays/import": {
      body: {
        filename: "a.fountain",
        format: "fountain",
        content: "Title: Fuzz\n\nINT. ROOM - DAY\n\nA chair.\n",
      },
    },
    "GET /api/screenplays/:id/export": { query: { format: "pdf", paper: "a4" } },
    "POST /api/outlines": { body: outlineBody(screenplayId) },
    "POST /api/characters": {
      body: {
        screenplayId,
        name: "Alice",
        traits: ["clever"],
        dialogueSamples: [{ dialogue: "Hello.", parenthetical: "quietly" }],
      },
    },
    "PATCH /api/characters/:id": {
      body: { updatedAt: ids.updatedAt.character, name: "Alicia", age: "40" },
    },
    "POST /api/scenes": {
      body: {
        screenplayId,
        sceneNumber: 2,
        heading: "INT. ROOM - DAY",
        content: "A chair.",
        characters: ["MARY"],
      },
    },
    "PATCH /api/scenes/:id": {
      body: {
        updatedAt: ids.updatedAt.scene,
        heading: "INT. HALL - NIGHT",
        content: "Steps.",
        sceneNumber: 3,
      },
    },
    "PUT /api/screenplays/:id/scene-order": { body: { sceneIds: [ids.sceneId] } },
    "PATCH /api/suggestions/:id": { body: { isApplied: true } },
    "POST /api/ai/generate-logline": {
      body: { screenplayId, ...idea, character: "a ferry pilot" },
    },
    "POST /api/ai/generate-story-ideas": { body: { screenplayId, ...idea } },
    "POST /api/ai/generate-character": {
      body: { screenplayId, name: "Mary", role: "protagonist", genre: "Drama" },
    },
    "POST /api/ai/generate-dialogue": {
      body: {
        screenplayId,
        character: "Mary",
        characterId: ids.characterId,
        situation: "at the dock",
      },
    },
    "POST /api/ai/generate-outline": {
      body: { screenplayId, title: "Fuzz", logline: "A line.", genre: "Drama" },
    },
    "POST /api/ai/generate-scene": {
      body: {
        screenplayId,
        sceneHeading: "INT. ROOM - DAY",
        characters: ["Mary"],
        act: "Act 1",
        sceneNumber: 2,
        previousScene: "INT. DOCK - NIGHT\n\nMARY\nWe're late.",
      },
    },
    "POST /api/ai/generate-scene/stream": {
      body: { screenplayId, sceneHeading: "INT. ROOM - DAY", characters: ["Mary"], act: "Act 1" },
    },
    "POST /api/screenplays/:id/drafts": { body: { label: "Fuzz draft" } },
    "GET /api/screenplays/:id/drafts/compare": {
      query: { from: String(ids.draftId), to: "current" },
    },
    "POST /api/ai/plan-scenes": { body: { screenplayId } },
    "POST /api/ai/analyze-screenplay": {
      body: { screenplayId, content: "INT. ROOM - DAY\n\nA chair.\n" },
    },
  };
}
