/** "bc1qxy2kgd…" → "bc1qxy...x0wlh" style: first 6, "...", last 4. */
export function shortenAddress(address: string): string {
  if (address.length <= 10) return address;
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** The name the header shows: username, else shortened wallet address, else 'Dev User'. */
export function displayName(user: { username: string | null; walletAddress: string | null }) {
  if (user.username) return user.username;
  if (user.walletAddress) return shortenAddress(user.walletAddress);
  return "Dev User";
}

/**
 * Avatar initials: up to 2 initials from the username's words ("jane doe" → "JD",
 * "jane" → "J"), else the first 2 letters of the wallet address, else 'AI'.
 */
export function initials(user: { username: string | null; walletAddress: string | null }) {
  const words = (user.username ?? "").split(/[\s._-]+/).filter(Boolean);
  if (words.length > 0) {
    return words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join("");
  }
  if (user.walletAddress) return user.walletAddress.slice(0, 2).toUpperCase();
  return "AI";
}
