import { test as base } from "@playwright/test";
import type { Scene } from "../../shared/schemas/scene";
import type { Screenplay } from "../../shared/schemas/screenplay";
import type { PublicUser } from "../../shared/schemas/user";
import { createScreenplay, importScreenplay, signUp, updateScreenplay } from "./fixtures";
import { addScene } from "./screens";

export { expect } from "@playwright/test";

/** The key the idea screen sets once it has opened its first-visit help guide. */
export const HELP_SEEN_KEY = "scriptwright:help-guide-seen";

type ScreenplayInput = {
  title: string;
  logline?: string | null;
  genre?: string | null;
  /** The step the screenplay is at (with its progress); a new one starts at the idea. */
  currentStep?: Screenplay["currentStep"];
  progress?: number;
};

/** Creates a screenplay of the signed-in writer's, at the step asked for. */
export type ScreenplayAt = (input: ScreenplayInput) => Promise<Screenplay>;

type StepFixtures = {
  /** Whether the writer has already seen the idea screen's first-visit help guide (yes, unless a test asks otherwise). */
  helpSeen: boolean;
  /** A freshly signed-up writer: the page's browser context is signed in as them. */
  writer: PublicUser;
  /** Creates a screenplay of `writer`'s, at the step asked for. */
  screenplayAt: ScreenplayAt;
  /** Creates a screenplay of `writer`'s with this title and opens the dashboard that lists it. */
  onDashboard: (title: string) => Promise<Screenplay>;
  /** Creates a screenplay of `writer`'s holding one scene, scene 1, for the specs that edit it. */
  screenplayWithScene: (
    input: ScreenplayInput,
    scene: { heading: string } & Partial<Scene>,
  ) => Promise<Screenplay>;
  /** Imports a screenplay file (Fountain, Final Draft) as `writer`'s, as the dashboard's Import does. */
  importedScreenplay: (file: { filename: string; content: string }) => Promise<Screenplay>;
};

/** Playwright's `test` with the step screens' fixtures. */
export const test = base.extend<StepFixtures>({
  helpSeen: [true, { option: true }],
  writer: async ({ page, helpSeen }, use) => {
    if (helpSeen) {
      await page.addInitScript((key) => window.localStorage.setItem(key, "seen"), HELP_SEEN_KEY);
    }
    await use(await signUp(page));
  },
  screenplayAt: async ({ page, writer }, use) => {
    void writer; // requested for its side effect: the page is signed in
    await use(async ({ currentStep, progress, ...input }) => {
      const screenplay = await createScreenplay(page.request, input);
      if (currentStep === undefined && progress === undefined) return screenplay;
      return updateScreenplay(page.request, screenplay.id, { currentStep, progress });
    });
  },
  onDashboard: async ({ page, screenplayAt }, use) => {
    await use(async (title) => {
      const screenplay = await screenplayAt({ title });
      await page.goto("/dashboard");
      return screenplay;
    });
  },
  screenplayWithScene: async ({ page, screenplayAt }, use) => {
    await use(async (input, scene) => {
      const screenplay = await screenplayAt(input);
      await addScene(page.request, { screenplayId: screenplay.id, sceneNumber: 1, ...scene });
      return screenplay;
    });
  },
  importedScreenplay: async ({ page, writer }, use) => {
    void writer; // requested for its side effect: the page is signed in
    await use((file) => importScreenplay(page.request, file));
  },
});
