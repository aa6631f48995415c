import { Loader2Icon } from "lucide-react";
import { Button } from "#client/components/ui/button";
import { useAuthPending } from "#client/entities/session/use-auth-pending";
import { useWalletSignIn } from "../hooks/use-wallet-sign-in";
import { BitcoinMark, SolanaMark } from "./wallet-marks";

const WALLETS = [
  { type: "bitcoin", label: "Bitcoin", Mark: BitcoinMark },
  { type: "solana", label: "Solana", Mark: SolanaMark },
] as const;

/**
 * The two wallet sign-in buttons (first bitcoin, second solana). Each proves control
 * of the wallet by signing the server's one-time message.
 */
function WalletButtons({ caption }: { caption: string }) {
  const { signIn, pendingType } = useWalletSignIn();
  // Any auth action (a password sign-in too) disables both buttons while it runs.
  const authPending = useAuthPending();

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs tracking-wide text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        {caption}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {WALLETS.map((wallet) => {
          const pending = pendingType === wallet.type;
          return (
            <Button
              key={wallet.type}
              variant="outline"
              data-wallet-type={wallet.type}
              disabled={authPending}
              aria-busy={pending || undefined}
              onClick={() => signIn(wallet.type)}
            >
              {pending ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : (
                <wallet.Mark />
              )}
              {wallet.label}
            </Button>
          );
        })}
      </div>
    </div>
  );
}

export { WalletButtons };
