import type * as React from "react";
import { CURRENT, type DraftSummary, draftName } from "#shared/schemas/draft";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./ui/select";

type DraftSelectProps = {
  drafts: DraftSummary[];
  /** A draft's id as text, `CURRENT`, or "" for none chosen yet. */
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Offers the screenplay as it is now, under this name, before the drafts. */
  currentLabel?: string;
} & Omit<React.ComponentProps<typeof SelectTrigger>, "onChange">;

/** A select of the screenplay's drafts, each by its name (and optionally "current"). */
function DraftSelect({
  drafts,
  value,
  onChange,
  placeholder,
  currentLabel,
  ...trigger
}: DraftSelectProps) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {currentLabel ? <SelectItem value={CURRENT}>{currentLabel}</SelectItem> : null}
        {drafts.map((draft) => (
          <SelectItem key={draft.id} value={String(draft.id)}>
            {draftName(draft)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export { DraftSelect };
