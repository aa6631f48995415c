import type { BlockType, PrintProfile } from "./print-profile";

interface ElementSetting {
  type: string;
  /** Where its text sits: the print profile's block, which our PDF prints it in too. */
  block: BlockType;
  alignment?: "Left" | "Center" | "Right";
  style?: string;
  spaceBefore: number;
  paginateAs: string;
  returnKey: string;
  shortcut: number;
}

/** Final Draft's screenplay template, each element placed where our own pages place it. */
const SCREENPLAY_ELEMENTS: ElementSetting[] = [
  {
    type: "General",
    block: "action",
    spaceBefore: 0,
    paginateAs: "General",
    returnKey: "General",
    shortcut: 0,
  },
  {
    type: "Scene Heading",
    block: "scene_heading",
    style: "AllCaps",
    spaceBefore: 24,
    paginateAs: "Scene Heading",
    returnKey: "Action",
    shortcut: 1,
  },
  {
    type: "Action",
    block: "action",
    spaceBefore: 12,
    paginateAs: "Action",
    returnKey: "Action",
    shortcut: 2,
  },
  {
    type: "Character",
    block: "character",
    style: "AllCaps",
    spaceBefore: 12,
    paginateAs: "Character",
    returnKey: "Dialogue",
    shortcut: 3,
  },
  {
    type: "Parenthetical",
    block: "parenthetical",
    spaceBefore: 0,
    paginateAs: "Parenthetical",
    returnKey: "Dialogue",
    shortcut: 4,
  },
  {
    type: "Dialogue",
    block: "dialogue",
    spaceBefore: 0,
    paginateAs: "Dialogue",
    returnKey: "Action",
    shortcut: 5,
  },
  {
    type: "Transition",
    block: "transition",
    alignment: "Right",
    style: "AllCaps",
    spaceBefore: 12,
    paginateAs: "Transition",
    returnKey: "Scene Heading",
    shortcut: 6,
  },
  {
    type: "Lyrics",
    block: "lyrics",
    style: "Italic",
    spaceBefore: 0,
    paginateAs: "Dialogue",
    returnKey: "Lyrics",
    shortcut: 0,
  },
];

/** Outline levels always given settings; a deeper Fountain section gets a level of its own. */
const OUTLINE_LEVELS = 4;

function outlineElements(deepestSection: number): ElementSetting[] {
  const levels = Math.max(OUTLINE_LEVELS, deepestSection);
  const outline = Array.from({ length: levels }, (_, i) => ({
    type: `Outline ${i + 1}`,
    block: "action" as const,
    style: i === 0 ? "Bold+AllCaps" : "Bold",
    spaceBefore: i === 0 ? 24 : 12,
    paginateAs: "Action",
    returnKey: "Outline Body",
    shortcut: 0,
  }));
  const body = {
    type: "Outline Body",
    block: "action" as const,
    spaceBefore: 12,
    paginateAs: "Action",
    returnKey: "Action",
    shortcut: 0,
  };
  return [...outline, body];
}

const inches = (value: number) => value.toFixed(2);

function elementSettings(setting: ElementSetting, profile: PrintProfile): string {
  const { left, width } = profile.blocks[setting.block];
  const right = left + width * profile.charWidth;
  return [
    `  <ElementSettings Type="${setting.type}">`,
    `    <FontSpec AdornmentStyle="0" Background="#FFFFFFFFFFFF" Color="#000000000000" Font="Courier Final Draft" RevisionID="0" Size="${profile.fontSize}" Style="${setting.style ?? ""}"/>`,
    `    <ParagraphSpec Alignment="${setting.alignment ?? "Left"}" FirstIndent="0.00" Leading="Regular" LeftIndent="${inches(left)}" RightIndent="${inches(right)}" SpaceBefore="${setting.spaceBefore}" Spacing="1" StartsNewPage="No"/>`,
    `    <Behavior PaginateAs="${setting.paginateAs}" ReturnKey="${setting.returnKey}" Shortcut="${setting.shortcut}"/>`,
    "  </ElementSettings>",
  ].join("\n");
}

/** An ElementSettings for every element type the file can hold. */
export function writeElementSettings(profile: PrintProfile, deepestSection: number): string {
  return [...SCREENPLAY_ELEMENTS, ...outlineElements(deepestSection)]
    .map((setting) => elementSettings(setting, profile))
    .join("\n");
}

/** The paper and margins of the print profile; Final Draft keeps margins in points. */
export function writePageLayout(profile: PrintProfile): string {
  const points = (value: number) => Math.round(value * 72);
  const textHeight = profile.linesPerPage * profile.lineHeight;
  const bottomMargin = points(profile.pageHeight - profile.topMargin - textHeight);
  const margin = points(profile.pageNumberTop);
  return [
    `  <PageLayout BackgroundColor="#FFFFFFFFFFFF" BottomMargin="${bottomMargin}" BreakDialogueAndActionAtSentences="Yes" DocumentLeading="Normal" FooterMargin="${margin}" ForegroundColor="#000000000000" HeaderMargin="${margin}" InvisiblesColor="#A0A0A0A0A0A0" TopMargin="${points(profile.topMargin)}" UsesSmartQuotes="Yes">`,
    `    <PageSize Height="${inches(profile.pageHeight)}" Width="${inches(profile.pageWidth)}"/>`,
    "  </PageLayout>",
  ].join("\n");
}
