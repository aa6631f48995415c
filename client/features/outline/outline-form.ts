import type { OutlineContent } from "#shared/schemas/outline";

/** What the outline form holds: beats as text, key scenes one per line, themes comma-separated. */
export type OutlineFormValues = {
  act1: { incitingIncident: string; firstPlotPoint: string; keyScenes: string };
  act2: { risingAction: string; midpoint: string; secondPlotPoint: string; keyScenes: string };
  act3: { climax: string; resolution: string; keyScenes: string };
  themesAndMotifs: string;
};

export type ActKey = "act1" | "act2" | "act3";

type ActDefinition = {
  key: ActKey;
  title: string;
  role: string;
  percent: number;
  summary: string;
  beats: { name: string; label: string; hint: string }[];
};

/** The three acts, their beats, and the 25% / 50% / 25% split. */
export const ACTS: ActDefinition[] = [
  {
    key: "act1",
    title: "Act I",
    role: "Setup",
    percent: 25,
    summary: "Meet the world and the protagonist; something upends their life.",
    beats: [
      {
        name: "incitingIncident",
        label: "Inciting Incident",
        hint: "The event that disrupts the protagonist's ordinary world.",
      },
      {
        name: "firstPlotPoint",
        label: "First Plot Point",
        hint: "The decision that commits them to the journey of Act II.",
      },
    ],
  },
  {
    key: "act2",
    title: "Act II",
    role: "Confrontation",
    percent: 50,
    summary: "Obstacles mount, stakes rise, and the protagonist is tested.",
    beats: [
      {
        name: "risingAction",
        label: "Rising Action",
        hint: "Complications and escalating conflict.",
      },
      {
        name: "midpoint",
        label: "Midpoint",
        hint: "A reversal or revelation that changes the direction of the story.",
      },
      {
        name: "secondPlotPoint",
        label: "Second Plot Point",
        hint: "The low point that forces the final push.",
      },
    ],
  },
  {
    key: "act3",
    title: "Act III",
    role: "Resolution",
    percent: 25,
    summary: "The final confrontation and what the world looks like after.",
    beats: [
      { name: "climax", label: "Climax", hint: "The decisive confrontation." },
      { name: "resolution", label: "Resolution", hint: "The new normal, and what it cost." },
    ],
  },
];

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export const commaList = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

export function toFormValues(outline: OutlineContent | null | undefined): OutlineFormValues {
  return {
    act1: {
      incitingIncident: outline?.act1.incitingIncident ?? "",
      firstPlotPoint: outline?.act1.firstPlotPoint ?? "",
      keyScenes: (outline?.act1.keyScenes ?? []).join("\n"),
    },
    act2: {
      risingAction: outline?.act2.risingAction ?? "",
      midpoint: outline?.act2.midpoint ?? "",
      secondPlotPoint: outline?.act2.secondPlotPoint ?? "",
      keyScenes: (outline?.act2.keyScenes ?? []).join("\n"),
    },
    act3: {
      climax: outline?.act3.climax ?? "",
      resolution: outline?.act3.resolution ?? "",
      keyScenes: (outline?.act3.keyScenes ?? []).join("\n"),
    },
    themesAndMotifs: (outline?.themesAndMotifs ?? []).join(", "),
  };
}

export function toOutlineContent(values: OutlineFormValues): OutlineContent {
  const { act1, act2, act3 } = values;
  return {
    act1: {
      incitingIncident: act1.incitingIncident.trim(),
      firstPlotPoint: act1.firstPlotPoint.trim(),
      keyScenes: lines(act1.keyScenes),
    },
    act2: {
      risingAction: act2.risingAction.trim(),
      midpoint: act2.midpoint.trim(),
      secondPlotPoint: act2.secondPlotPoint.trim(),
      keyScenes: lines(act2.keyScenes),
    },
    act3: {
      climax: act3.climax.trim(),
      resolution: act3.resolution.trim(),
      keyScenes: lines(act3.keyScenes),
    },
    themesAndMotifs: commaList(values.themesAndMotifs),
  };
}

/** True when nothing at all has been written in any act. */
export function isOutlineEmpty(content: OutlineContent): boolean {
  return [content.act1, content.act2, content.act3].every((act) =>
    Object.values(act).every((value) => (Array.isArray(value) ? value.length === 0 : !value)),
  );
}

/** The form as flat fields ("act1.climax" → text), the shape an AI result is offered in. */
export function flatFields(values: OutlineFormValues): Record<string, string> {
  const flat: Record<string, string> = { themesAndMotifs: values.themesAndMotifs };
  for (const act of ACTS) {
    for (const [name, text] of Object.entries(values[act.key])) flat[`${act.key}.${name}`] = text;
  }
  return flat;
}

/** Each flat field's label, to name the ones an AI result would replace. */
export const FIELD_LABELS: Record<string, string> = Object.fromEntries([
  ["themesAndMotifs", "Themes and Motifs"],
  ...ACTS.flatMap((act) => [
    ...act.beats.map((beat) => [`${act.key}.${beat.name}`, `${act.title} ${beat.label}`]),
    [`${act.key}.keyScenes`, `${act.title} Key Scenes`],
  ]),
]);
