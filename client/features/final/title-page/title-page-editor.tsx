import { ArrowDownIcon, ArrowUpIcon, type LucideIcon, PlusIcon, Trash2Icon } from "lucide-react";
import * as React from "react";
import { Button } from "#client/components/ui/button";
import { Input, Textarea } from "#client/components/ui/input";
import { usePatchScreenplay } from "#client/entities/screenplays/patch-screenplay";
import { type Screenplay, TITLE_PAGE_MAX_ENTRIES } from "#shared/schemas/screenplay";
import {
  newRow,
  rowErrors,
  rowsFor,
  TITLE_PAGE_KEYS,
  type TitlePageRow,
  toTitlePage,
} from "./title-page-rows";

type RowProps = {
  row: TitlePageRow;
  index: number;
  count: number;
  error?: string;
  onChange: (row: TitlePageRow) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One of a row's icon buttons, named for screen readers by `label`. */
function RowButton({
  label,
  icon: Icon,
  ...props
}: React.ComponentProps<typeof Button> & { label: string; icon: LucideIcon }) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} {...props}>
      <Icon className="size-4" aria-hidden="true" />
    </Button>
  );
}

function EntryRow({ row, index, count, error, onChange, onMove, onRemove }: RowProps) {
  const name = row.key.trim() || `entry ${index + 1}`;
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-[10rem_1fr_auto]">
      <Input
        aria-label={`Key of ${name}`}
        list="title-page-keys"
        value={row.key}
        placeholder="Key"
        aria-invalid={Boolean(error)}
        onChange={(event) => onChange({ ...row, key: event.target.value })}
      />
      <Textarea
        aria-label={`${name} value`}
        value={row.value}
        rows={Math.min(6, Math.max(1, row.value.split("\n").length))}
        className="min-h-10 self-start"
        placeholder={row.key.trim().toLowerCase() === "author" ? "Your name when empty" : "Value"}
        onChange={(event) => onChange({ ...row, value: event.target.value })}
      />
      <div className="flex gap-1 self-start">
        <RowButton
          label={`Move ${name} up`}
          icon={ArrowUpIcon}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        />
        <RowButton
          label={`Move ${name} down`}
          icon={ArrowDownIcon}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        />
        <RowButton label={`Remove ${name}`} icon={Trash2Icon} onClick={onRemove} />
      </div>
      {error ? (
        <p className="text-sm font-medium text-destructive sm:col-span-3" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The title page as Fountain keeps it: ordered `Key: value` entries (Title, Credit, Author,
 * Source, Draft date, Contact, Copyright, Notes or any other), values over several lines.
 * Saving stores them with the screenplay; every export and the Final Script print them.
 */
function TitlePageEditor({
  screenplay,
  onSaved,
}: {
  screenplay: Screenplay;
  onSaved?: () => void;
}) {
  const [rows, setRows] = React.useState(() => rowsFor(screenplay));
  const patch = usePatchScreenplay(screenplay);
  const errors = rowErrors(rows);
  const hasErrors = Object.keys(errors).length > 0;

  const update = (id: number, row: TitlePageRow) =>
    setRows((all) => all.map((r) => (r.id === id ? row : r)));
  const move = (from: number, to: number) =>
    setRows((all) => {
      const next = [...all];
      const [row] = next.splice(from, 1);
      if (row) next.splice(to, 0, row);
      return next;
    });

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (hasErrors) return;
    patch.mutate(
      {
        changes: { titlePage: toTitlePage(rows) },
        success: { title: "Title page saved", description: "Every export prints it." },
        failureTitle: "Failed to save the title page",
      },
      { onSuccess: () => onSaved?.() },
    );
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={save} aria-label="Title page">
      <datalist id="title-page-keys">
        {TITLE_PAGE_KEYS.map((key) => (
          <option key={key} value={key} />
        ))}
      </datalist>
      <ol className="grid gap-3">
        {rows.map((row, index) => (
          <EntryRow
            key={row.id}
            row={row}
            index={index}
            count={rows.length}
            error={errors[row.id]}
            onChange={(changed) => update(row.id, changed)}
            onMove={(to) => move(index, to)}
            onRemove={() => setRows((all) => all.filter((r) => r.id !== row.id))}
          />
        ))}
      </ol>
      <p className="text-xs text-muted-foreground">
        Without an Author, the title page says "Written by" and your name.
      </p>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={rows.length >= TITLE_PAGE_MAX_ENTRIES}
          onClick={() => setRows((all) => [...all, newRow()])}
        >
          <PlusIcon className="size-4" aria-hidden="true" />
          Add Entry
        </Button>
        <Button type="submit" disabled={patch.isPending || hasErrors}>
          {patch.isPending ? "Saving..." : "Save Title Page"}
        </Button>
      </div>
    </form>
  );
}

export { TitlePageEditor };
