/** The five steps of the help tour, in order. */
export const HELP_TOUR_STEPS = [
  {
    title: "Welcome",
    body: "Scriptwright walks you from a first spark to an industry-formatted final draft in six guided steps. Your progress is saved as you go, and you can return to any earlier step.",
    tip: "Press Alt+H on any screen to open or close this guide.",
  },
  {
    title: "Idea Generation",
    body: "Describe a genre, a theme, a setting and your main character. The AI suggests story ideas and a logline; use one, polish it, and save your logline before moving on.",
    tip: "A strong logline is 25–50 words: a protagonist, a goal, a conflict.",
  },
  {
    title: "Character Workshop",
    body: "Build the people who carry your story: background, personality, flaws and the arc they travel. Let the AI draft details or sample dialogue, then make them your own.",
    tip: "Give every major character a want and a flaw that stands in the way.",
  },
  {
    title: "Outline Builder",
    body: "Shape the story in three acts — roughly 25%, 50% and 25% of the script — from the inciting incident through the midpoint to the climax and resolution.",
    tip: "Generate an outline from your logline, then edit each act in its own tab.",
  },
  {
    title: "Scene Writing",
    body: "Write scene by scene with a heading such as INT. KITCHEN - NIGHT, the characters present and the action and dialogue. The AI can draft a scene from your outline for you to revise.",
    tip: "When your scenes are in, the AI Editor reviews the whole screenplay.",
  },
] as const;
