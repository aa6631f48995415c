import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from "#client/components/ui/dropdown-menu";
import { usePatchScreenplay } from "#client/entities/screenplays/patch-screenplay";
import { PAPER_SIZES, type PaperSize, type Screenplay } from "#shared/schemas/screenplay";

export const PAPER_NAMES: Record<PaperSize, string> = { letter: "US Letter", a4: "A4" };

/**
 * 'Paper size' in the export menu: US Letter or A4, saved with the screenplay so every later
 * export, and the page count on this screen, use it. The menu closes on a choice, as on any
 * menu item, so the toast that confirms it is announced (an open menu hides the page from
 * screen readers).
 */
function PaperSizeChoice({ screenplay }: { screenplay: Screenplay }) {
  const patch = usePatchScreenplay(screenplay);
  return (
    <>
      <DropdownMenuLabel id="paper-size-label" className="text-xs text-muted-foreground">
        Paper size
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-labelledby="paper-size-label"
        value={screenplay.paperSize}
        onValueChange={(value) => {
          const paperSize = PAPER_SIZES.find((size) => size === value);
          if (paperSize && paperSize !== screenplay.paperSize) {
            patch.mutate({
              changes: { paperSize },
              success: { title: "Paper size saved" },
              failureTitle: "Failed to save the paper size",
            });
          }
        }}
      >
        {PAPER_SIZES.map((size) => (
          <DropdownMenuRadioItem key={size} value={size} disabled={patch.isPending}>
            {PAPER_NAMES[size]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}

export { PaperSizeChoice };
