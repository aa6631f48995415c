import {
  createScreenplay,
  fillRegisterForm,
  PASSWORD,
  signUp,
  toast,
  uniqueUsername,
} from "./support/fixtures";
import { expect, test } from "./support/test";

test.describe("authentication", () => {
  test("register: confirm password must match, and is never sent", async ({ page }) => {
    const username = uniqueUsername();
    await fillRegisterForm(page, username, `${PASSWORD}!`);
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByLabel("Confirm Password")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Confirm Password").fill(PASSWORD);
    const registerRequest = page.waitForRequest("**/api/register");
    await page.getByRole("button", { name: "Register", exact: true }).click();
    const sent = (await registerRequest).postDataJSON();
    expect(sent).toEqual({ username, password: PASSWORD });
    await expect(toast(page).filter({ hasText: "Registration successful" })).toBeVisible();
    // A first-time writer lands on the idea page of their sample screenplay.
    await expect(page).toHaveURL(/\/screenplay\/\d+\/idea$/);
  });

  test("register: a taken username shows 'Registration failed' with the server's message", async ({
    page,
  }) => {
    const username = uniqueUsername();
    await signUp(page, username);
    await page.context().clearCookies();
    await fillRegisterForm(page, username);
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(toast(page).getByText("Registration failed", { exact: true })).toBeVisible();
    await expect(toast(page).getByText(/^409: \S/)).toBeVisible();
  });

  test("login: wrong password shows the server's 401 message; right one welcomes back", async ({
    page,
  }) => {
    const username = uniqueUsername();
    await signUp(page, username);
    await page.context().clearCookies();

    await page.goto("/auth");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(toast(page).getByText("Login failed", { exact: true })).toBeVisible();
    await expect(toast(page).getByText("401: Invalid username or password")).toBeVisible();

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(toast(page).getByText("Login successful", { exact: true })).toBeVisible();
    await expect(toast(page).getByText(`Welcome back, ${username}!`)).toBeVisible();
    await expect(page).not.toHaveURL(/\/auth/);
  });

  test("a signed-out visitor is sent to /auth and back to the page after signing in", async ({
    page,
  }) => {
    const username = uniqueUsername();
    await signUp(page, username);
    await page.context().clearCookies();

    await page.goto("/screenplay/123456/outline");
    await expect(page).toHaveURL(/\/auth\?next=%2Fscreenplay%2F123456%2Foutline$/);
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/screenplay\/123456\/outline$/);
    await expect(page.getByRole("heading", { name: "Screenplay not found" })).toBeVisible();
  });

  test("a signed-in user opening /auth goes to the dashboard", async ({ page }) => {
    await signUp(page);
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/(dashboard|screenplay\/\d+\/idea)$/);
    await expect(page.getByRole("tab", { name: "Login" })).toHaveCount(0);
  });

  test("logout clears the session and says so", async ({ page }) => {
    const user = await signUp(page);
    await page.goto("/screenplay/999999/idea");
    await page.getByRole("button", { name: `${user.username} account menu` }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(toast(page).getByText("Logged out", { exact: true })).toBeVisible();
    await expect(toast(page).getByText("You have been successfully logged out.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get("/api/user")).status()).toBe(401);
  });

  test("a session that ends while the app is open sends the visitor to sign in", async ({
    page,
  }) => {
    await signUp(page);
    const screenplay = await createScreenplay(page.request, { title: "Expiring" });
    await page.goto("/dashboard");
    await expect(page.getByTestId("screenplay-card")).toHaveCount(1);
    await page.context().clearCookies();
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/auth\\?next=%2Fscreenplay%2F${screenplay.id}%2Fidea$`),
    );
  });
});
