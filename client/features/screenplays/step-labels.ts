/** The dashboard cards' labels of the steps; an unknown step is 'Getting Started'. */
const CARD_STEP_LABELS: Record<string, string> = {
  idea: "Idea Generation",
  outline: "Outline Building",
  characters: "Character Workshop",
  scenes: "Scene Writing",
  editor: "AI Editing",
  final: "Final Script",
};

export function cardStepLabel(step: string | null | undefined): string {
  return (step && CARD_STEP_LABELS[step]) || "Getting Started";
}
