import { shortenAddress } from "#client/lib/utils";
import type { PublicUser } from "#shared/schemas/user";

/**
 * "Written by": screenplays are scoped to their owner, so the signed-in writer is the author:
 * the username, else the shortened wallet address.
 */
export function authorName(user: PublicUser | null | undefined): string | undefined {
  if (user?.username) return user.username;
  if (user?.walletAddress) return shortenAddress(user.walletAddress);
  return undefined;
}
