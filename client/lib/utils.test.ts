import { describe, expect, it } from "vitest";
import { displayName, initials, shortenAddress } from "./utils";

const user = (username: string | null, walletAddress: string | null = null) => ({
  username,
  walletAddress,
});

describe("display helpers", () => {
  it("shortens a wallet address to the first 6 and last 4 characters", () => {
    expect(shortenAddress("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")).toBe("bc1qar...5mdq");
  });

  it("shows the username, else the shortened address, else 'Dev User'", () => {
    expect(displayName(user("jane"))).toBe("jane");
    expect(displayName(user(null, "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV"))).toBe(
      "7EcDhS...FLtV",
    );
    expect(displayName(user(null))).toBe("Dev User");
  });

  it("takes up to 2 initials from the username's words", () => {
    expect(initials(user("jane doe"))).toBe("JD");
    expect(initials(user("jane_q_doe"))).toBe("JQ");
    expect(initials(user("jane"))).toBe("J");
    expect(initials(user(null, "bc1qar0srrr"))).toBe("BC");
    expect(initials(user(null))).toBe("AI");
  });
});
