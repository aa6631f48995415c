import { describe, expect, it } from "vitest";
import { cleanSceneText, headingKey, MAX_CHATTER_CHARS, sceneCleaner } from "./clean-scene-text";

const HEADING = "INT. FERRY - NIGHT";
const SCENE = "Rain on the deck.\n\nMARY\n(low)\nWhere is he?\n\nJOHN\nGone.\n\nCUT TO:\n";
const clean = (text: string) => cleanSceneText(text, HEADING);

/** Feeds the text a few characters at a time, as a model streams it; returns what was sent. */
function streamed(text: string, size: number): string[] {
  const cleaner = sceneCleaner(HEADING);
  const sent: string[] = [];
  for (let i = 0; i < text.length; i += size) sent.push(cleaner.push(text.slice(i, i + size)));
  sent.push(cleaner.end());
  return sent;
}

describe("cleanSceneText", () => {
  it("leaves a clean scene as it is", () => {
    expect(clean(SCENE)).toBe(SCENE);
  });

  it("takes off a fence, a lead-in, the repeated heading and a sign-off", () => {
    const chatty = `Sure! Here's the scene:\n\n\`\`\`fountain\nINT. FERRY - NIGHT\n\n${SCENE}\`\`\`\n\nI hope this works! Let me know if you'd like changes.\n`;
    expect(clean(chatty)).toBe(SCENE);
  });

  it.each([
    "Here is the scene:",
    "Here’s the next scene in Fountain format.",
    "Certainly! Below is the scene, written as a screenplay.",
    "Scene:",
    "Okay!",
    "**INT. FERRY - NIGHT**",
    "INT FERRY – NIGHT",
    "Scene 12: int. ferry — night",
    "12. INT. FERRY - NIGHT #12#",
    ".FERRY - NIGHT",
    "~~~",
  ])("takes the opening line %j off the start", (opening) => {
    const heading = opening.startsWith(".") ? ".FERRY - NIGHT" : HEADING;
    expect(cleanSceneText(`${opening}\n${SCENE}`, heading)).toBe(SCENE);
  });

  it.each([
    "I hope this works!",
    "Feel free to adjust the pacing.",
    "Let me know if you'd like changes.",
    "Would you like me to write the next scene?",
    "If you’d like, I can make John colder.",
    "Happy writing!",
  ])("takes the sign-off %j off the end", (signOff) => {
    expect(clean(`${SCENE}\n${signOff}\n`)).toBe(SCENE);
    expect(clean(`${SCENE}\`\`\`\n${signOff}`)).toBe(SCENE);
  });

  it("keeps a speech that says a sign-off, at the end as in the middle", () => {
    const endsWithIt = "Rain.\n\nMARY\nI hope this works!\n";
    expect(clean(endsWithIt)).toBe(endsWithIt);
    const saysItFirst = "Rain.\n\nMARY\nI hope this works!\n\nJOHN\nIt won't.\n";
    expect(clean(saysItFirst)).toBe(saysItFirst);
    const continued = "MARY\nWait.\n  \nI hope this works!\n";
    expect(clean(continued)).toBe(continued);
  });

  it("keeps chatter-like lines in the middle of a scene", () => {
    const middle = `${SCENE}\nI hope this works!\n\n\`\`\`\n\nINT. FERRY - NIGHT\n\nMARY\nAgain.\n`;
    expect(clean(`INT. FERRY - NIGHT\n${middle}`)).toBe(middle);
  });

  it("keeps a first line that only looks like an opening when it is scene text", () => {
    for (const first of [
      "INT. FERRY DECK - NIGHT",
      "Here is the harbour at night, black water under one lamp",
      "SURE",
      `Here is the scene: ${"rain ".repeat(MAX_CHATTER_CHARS / 5)}`,
    ]) {
      expect(clean(`${first}\n${SCENE}`), first).toBe(`${first}\n${SCENE}`);
    }
  });

  it("is empty when the answer is all chatter", () => {
    expect(clean("```fountain\nINT. FERRY - NIGHT\n```\nI hope this helps!")).toBe("");
  });
});

describe("headingKey", () => {
  it("compares headings by their words", () => {
    expect(headingKey("INT./EXT. CAR - DAY")).toBe(headingKey("I/E CAR – DAY"));
    expect(headingKey("EXT. PIER - DAWN #4A#")).toBe("ext pier dawn");
    expect(headingKey("INT. CAFÉ - NIGHT")).toBe("int café night");
  });
});

describe("sceneCleaner", () => {
  const chatty = `Here is the scene:\n\`\`\`fountain\nINT. FERRY - NIGHT\n\n${SCENE}\`\`\`\n\nI hope this works!\n`;

  it("sends, piece by piece, exactly the cleaned whole, whatever the piece size", () => {
    for (const size of [1, 2, 7, 64, chatty.length]) {
      expect(streamed(chatty, size).join(""), `pieces of ${size}`).toBe(SCENE);
    }
  });

  it("sends scene text before the answer ends, holding back only what may be chatter", () => {
    const cleaner = sceneCleaner(HEADING);
    expect(cleaner.push("```fountain\nINT. FERRY - NIGHT\n\nRain on")).toBe("");
    expect(cleaner.push(" the deck.\n\nMA")).toBe("Rain on the deck.\n\nMA");
    expect(cleaner.push("RY\nNo.\n\nI hope")).toBe("RY\nNo.\n");
    expect(cleaner.push(" you like it.\n")).toBe("");
    expect(cleaner.push("\nJOHN\n")).toBe("\nI hope you like it.\n\nJOHN\n");
    expect(cleaner.push("Yes.\n```\n\nLet me know")).toBe("Yes.\n");
    expect(cleaner.end()).toBe("");
  });

  it("sends a long first line once it is too long to be an opening", () => {
    const cleaner = sceneCleaner(HEADING);
    const long = "a".repeat(MAX_CHATTER_CHARS + 1);
    expect(cleaner.push(long)).toBe(long);
    expect(cleaner.push(" and more")).toBe(" and more");
  });
});
