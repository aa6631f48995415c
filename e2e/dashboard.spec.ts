import { format } from "date-fns";
import { signUp, toast, updateScreenplay } from "./support/fixtures";
import { expect, test } from "./support/test";

test.describe("dashboard", () => {
  test("a first-time user gets one default Drama screenplay and lands on its idea page", async ({
    page,
  }) => {
    // Signed up by hand: a first visit, with no screenplay yet and the help guide not seen.
    await signUp(page);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/screenplay\/\d+\/idea$/);
    const list = await (await page.request.get("/api/screenplays")).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ genre: "Drama", title: "My First Screenplay" });
    expect(list[0].logline).toBeTruthy();
    await expect(page.getByRole("complementary", { name: "Screenplay steps" })).toContainText(
      "My First Screenplay",
    );
  });

  test("cards show title, genre, logline, step label, date, and Continue goes to the step", async ({
    page,
    screenplayAt,
  }) => {
    const withLogline = await screenplayAt({
      title: "Harbor Lights",
      logline: "A keeper, a storm, a secret.",
      genre: "Thriller",
      currentStep: "scenes",
      progress: 60,
    });
    const bare = await screenplayAt({ title: "Blank Page" });

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "My Screenplays" })).toBeVisible();
    const card = page.getByTestId("screenplay-card").filter({ hasText: "Harbor Lights" });
    await expect(card).toContainText("Thriller");
    await expect(card).toContainText("A keeper, a storm, a secret.");
    await expect(card).toContainText("Scene Writing");
    await expect(card).toContainText(format(new Date(), "MMM d, yyyy"));
    const bareCard = page.getByTestId("screenplay-card").filter({ hasText: "Blank Page" });
    await expect(bareCard).toContainText("No logline yet.");
    await expect(bareCard).toContainText("Idea Generation");
    await expect(bareCard.getByRole("link", { name: "Edit screenplay" })).toHaveAttribute(
      "href",
      `/screenplay/${bare.id}/edit`,
    );

    await card.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(new RegExp(`/screenplay/${withLogline.id}/scenes$`));
  });

  test("New Screenplay validates, creates, and opens the idea page", async ({
    page,
    onDashboard,
  }) => {
    await onDashboard("Existing");
    await page.getByRole("button", { name: "New Screenplay" }).click();
    const dialog = page.getByRole("dialog", { name: "New Screenplay" });
    await dialog.getByRole("button", { name: "Create Screenplay" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByLabel("Title")).toHaveAttribute("maxlength", "100");
    await expect(dialog.getByLabel("Logline")).toHaveAttribute("maxlength", "200");
    await expect(dialog.getByLabel("Genre")).toHaveAttribute("maxlength", "50");

    await dialog.getByLabel("Title").fill("Night Ferry");
    await dialog.getByLabel("Logline").fill("Two strangers, one crossing.");
    await dialog.getByLabel("Genre").fill("Romance");
    await dialog.getByRole("button", { name: "Create Screenplay" }).click();
    await expect(toast(page).getByText("Screenplay created", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/screenplay\/\d+\/idea$/);
    await expect(page.getByRole("complementary", { name: "Screenplay steps" })).toContainText(
      "Night Ferry",
    );
  });

  test("delete asks first, then removes; the empty state shows", async ({ page, onDashboard }) => {
    await onDashboard("Doomed Draft");
    await page.getByRole("button", { name: "Delete screenplay" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      "Are you sure you want to delete this screenplay? This action cannot be undone.",
    );
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("screenplay-card")).toHaveCount(1);

    await page.getByRole("button", { name: "Delete screenplay" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page).getByText("Screenplay deleted", { exact: true })).toBeVisible();
    await expect(page.getByText("No screenplays yet")).toBeVisible();
    // Once per page visit: emptying the list does not create another default screenplay.
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await (await page.request.get("/api/screenplays")).json()).toEqual([]);
  });

  test("edit page saves title, genre and logline, and explains a conflicting save", async ({
    page,
    screenplayAt,
  }) => {
    const screenplay = await screenplayAt({ title: "Working Title" });
    await page.goto(`/screenplay/${screenplay.id}/edit`);
    await page.getByLabel("Title", { exact: true }).fill("Final Title");
    await page.getByLabel("Genre", { exact: true }).fill("Mystery");
    await page.getByLabel("Logline", { exact: true }).fill("Who wrote the last page?");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page).getByText("Screenplay updated", { exact: true })).toBeVisible();
    const saved = await (await page.request.get(`/api/screenplays/${screenplay.id}`)).json();
    expect(saved).toMatchObject({
      title: "Final Title",
      genre: "Mystery",
      logline: "Who wrote the last page?",
    });

    // Someone else saves in between: the page must not overwrite it silently.
    await updateScreenplay(page.request, screenplay.id, { title: "Changed Elsewhere" });
    await page.getByLabel("Title", { exact: true }).fill("My Overwrite");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page).getByText("Failed to update screenplay")).toBeVisible();
    await expect(toast(page)).toContainText("changed somewhere else");
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Changed Elsewhere");
    const after = await (await page.request.get(`/api/screenplays/${screenplay.id}`)).json();
    expect(after.title).toBe("Changed Elsewhere");
  });
});
