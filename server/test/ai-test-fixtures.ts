import type {
  AnalysisModelResult,
  CharacterResult,
  LoglineResult,
  ScenePlanResult,
  StoryIdeasResult,
} from "#shared/schemas/ai-results";

/*
 * Valid model answers for each structured call, keyed by the schema name the LLM writer sends
 * (response_format.json_schema.name). Used by tests and the bench with the OpenAI stand-in.
 */

const category = {
  strengths: ["Clear goal"],
  improvements: ["Act 2 sags"],
  suggestions: [{ title: "Cut scene 4", description: "It repeats scene 2." }],
  overallRating: 6,
};

export const SAMPLE_OUTPUTS = {
  logline: {
    logline:
      "When her brother vanishes, a stubborn ferry pilot must find him before the storm closes the harbour, but the smugglers who took him own the town and the police.",
  } satisfies LoglineResult,
  story_ideas: {
    ideas: [1, 2, 3].map((n) => ({
      title: `Idea ${n}`,
      logline: `Logline ${n}`,
      premise: `Premise ${n}`,
    })),
  } satisfies StoryIdeasResult,
  character: {
    age: "41",
    occupation: "Ferry pilot",
    backstory: "Grew up on the water.",
    personalityTraits: ["stubborn", "warm"],
    motivations: ["Find her brother"],
    flaws: ["Never asks for help"],
    characterArc: "From alone to trusting.",
    formativeEvents: ["Her father drowned"],
  } satisfies CharacterResult,
  dialogue: {
    dialogueSamples: [
      { dialogue: "I don't need help.", parenthetical: "(flat)" },
      { dialogue: "Fine. Come with me.", parenthetical: null },
    ],
  },
  outline: {
    act1: {
      incitingIncident: "He vanishes.",
      firstPlotPoint: "She sails.",
      keyScenes: ["Dock at dawn"],
    },
    act2: {
      risingAction: "Smugglers.",
      midpoint: "He is alive.",
      secondPlotPoint: "Boat sinks.",
      keyScenes: [],
    },
    act3: { climax: "Storm.", resolution: "Home.", keyScenes: ["Harbour"] },
    themesAndMotifs: ["Family", "Water"],
  },
  scene: { content: "Rain on the harbour.\n\nMARY\nWhere is he?\n\nJOHN\n(beat)\nGone." },
  scene_plan: {
    scenes: (["Act 1", "Act 2", "Act 3"] as const).map((act, i) => ({
      sceneNumber: i + 1,
      heading: "EXT. HARBOUR - NIGHT",
      act,
      characters: ["Mary"],
      beat: "Mary searches the harbour.",
    })),
  } satisfies ScenePlanResult,
  analysis: {
    structure: category,
    characterDevelopment: category,
    dialogue: category,
    visuals: category,
    overallFeedback: "A clear spine with a sagging middle.",
    keyStrengths: ["Strong hook"],
    priorityImprovements: ["Tighten Act 2"],
  } satisfies AnalysisModelResult,
};

export type SampleName = keyof typeof SAMPLE_OUTPUTS;

/** The stand-in's default: a valid answer for whichever schema the request carries. */
export function sampleFor(schemaName: string | undefined): string {
  const sample = SAMPLE_OUTPUTS[(schemaName ?? "") as SampleName];
  return JSON.stringify(sample ?? {});
}

/**
 * The call a request is for when it names no schema (response_format json_object, or none):
 * its prompt's answer format opens with the answer's first key, which tells the calls apart.
 */
export function sampleNameInPrompt(prompt: string): SampleName | undefined {
  return (Object.keys(SAMPLE_OUTPUTS) as SampleName[]).find((name) => {
    const [firstKey] = Object.keys(SAMPLE_OUTPUTS[name]);
    return prompt.includes(`\n{"${firstKey}": `);
  });
}

/**
 * A request body for each structured AI call, by path, on the screenplay given (which needs an
 * outline, for the scene plan).
 */
export function structuredCalls(screenplayId: number): [string, Record<string, unknown>][] {
  return [
    [
      "generate-logline",
      { screenplayId, genre: "Drama", theme: "t", setting: "s", character: "c" },
    ],
    ["generate-story-ideas", { screenplayId, genre: "Drama", theme: "t", setting: "s" }],
    ["generate-character", { screenplayId, name: "Pete" }],
    ["generate-dialogue", { screenplayId, character: "Ada" }],
    ["generate-outline", { screenplayId }],
    [
      "generate-scene",
      { screenplayId, sceneHeading: "INT. X - DAY", characters: ["Ada", "Cole"], act: "Act 2" },
    ],
    ["plan-scenes", { screenplayId }],
    ["analyze-screenplay", { screenplayId, content: "INT. X - DAY\n\nAda waits." }],
  ];
}
