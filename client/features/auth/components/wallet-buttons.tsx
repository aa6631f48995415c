import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/use-toast";
import { BitcoinMark, SolanaMark } from "./wallet-icons";

const WALLETS = [
  { type: "bitcoin", label: "Bitcoin", Mark: BitcoinMark },
  { type: "solana", label: "Solana", Mark: SolanaMark },
] as const;

/**
 * The two wallet sign-in buttons (first bitcoin, second solana). Signing in with a wallet
 * needs a signed challenge (PRODUCT.md §6), which is not wired yet: until then the buttons say
 * so and send nothing — never a placeholder address.
 */
function WalletButtons({ caption }: { caption: string }) {
  function notAvailable(label: string) {
    toast({
      title: "Wallet sign-in is not available yet",
      description: `${label} wallet sign-in is coming soon. Please use a username and password for now.`,
    });
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs tracking-wide text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        {caption}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {WALLETS.map((wallet) => (
          <Button
            key={wallet.type}
            variant="outline"
            data-wallet-type={wallet.type}
            onClick={() => notAvailable(wallet.label)}
          >
            <wallet.Mark />
            {wallet.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

export { WalletButtons };
