import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { Screenplay } from "../../shared/schemas/screenplay";
import type { PublicUser } from "../../shared/schemas/user";

export const PASSWORD = "correct horse battery staple";

/** A username no other test (or earlier run) uses. */
export function uniqueUsername(prefix = "writer"): string {
  return `${prefix}_${randomBytes(5).toString("hex")}`;
}

/**
 * An address of its own for each writer a test signs up, sent as X-Forwarded-For to the e2e
 * server, which trusts its loopback proxy (playwright.config.ts): a whole run registers more
 * writers than the 100 per address per 15 minutes one network may.
 */
function writerAddress(): string {
  return `10.${[...randomBytes(3)].join(".")}`;
}

/** Registers a fresh user through the API; the page's browser context is then signed in. */
export async function signUp(page: Page, username = uniqueUsername()): Promise<PublicUser> {
  const response = await page.request.post("/api/register", {
    data: { username, password: PASSWORD },
    headers: { "x-forwarded-for": writerAddress() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PublicUser;
}

/** Opens /auth on its Register tab and fills the form in; submitting is the test's to do. */
export async function fillRegisterForm(
  page: Page,
  username: string,
  confirmation = PASSWORD,
): Promise<void> {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": writerAddress() });
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(confirmation);
}

export async function createScreenplay(
  request: APIRequestContext,
  input: { title: string; logline?: string | null; genre?: string | null },
): Promise<Screenplay> {
  const response = await request.post("/api/screenplays", { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Screenplay;
}

/** Imports a screenplay file through the API; the import opens at the scene-writing step. */
export async function importScreenplay(
  request: APIRequestContext,
  file: { filename: string; content: string },
): Promise<Screenplay> {
  const response = await request.post("/api/screenplays/import", { data: file });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Screenplay;
}

export async function updateScreenplay(
  request: APIRequestContext,
  id: number,
  input: Record<string, unknown>,
): Promise<Screenplay> {
  const response = await request.patch(`/api/screenplays/${id}`, { data: input });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Screenplay;
}

/**
 * The toast on screen (one at a time), found even while a modal dialog hides the rest of the
 * page from the accessibility tree.
 */
export function toast(page: Page) {
  return page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true });
}

/** The toast whose title is exactly `title`. */
export function toastTitled(page: Page, title: string) {
  return toast(page).getByText(title, { exact: true });
}
