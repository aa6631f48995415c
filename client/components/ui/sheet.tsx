import { XIcon } from "lucide-react";
import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "#client/lib/cn";
import { overlayClasses } from "./dialog";

const Sheet = SheetPrimitive.Root;
const SheetTrigger = SheetPrimitive.Trigger;
const SheetClose = SheetPrimitive.Close;

/** A dialog that slides in from the right edge: the mobile menu. */
function SheetContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content>) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className={overlayClasses} />
      <SheetPrimitive.Content
        className={cn(
          "fixed inset-y-0 right-0 z-50 flex h-full w-3/4 max-w-sm flex-col gap-4 border-l border-border bg-surface p-6 shadow-xl outline-none data-[state=open]:animate-[sheet-in_200ms_ease-out]",
          className,
        )}
        {...props}
      >
        {children}
        <SheetPrimitive.Close
          aria-label="Close"
          className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <XIcon className="size-4" aria-hidden="true" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn("text-base font-semibold", className)} {...props} />;
}

function SheetDescription({
  className,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

type SheetPanelProps = React.ComponentProps<typeof Sheet> & {
  /** The button that opens the sheet. */
  trigger: React.ReactNode;
  title: string;
  description: string;
  /** For a sheet whose title says enough on screen: the description is for screen readers. */
  hideDescription?: boolean;
  /** The sheet's own classes (its width, its scrolling). */
  className?: string;
};

/** A sheet opened by its trigger, under a title and a description that name it. */
function SheetPanel({
  trigger,
  title,
  description,
  hideDescription = false,
  className,
  children,
  ...root
}: SheetPanelProps) {
  return (
    <Sheet {...root}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent className={className}>
        {/* Clear of the close button in the corner. */}
        <div className="grid gap-1 pr-8">
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription className={cn(hideDescription && "sr-only")}>
            {description}
          </SheetDescription>
        </div>
        {children}
      </SheetContent>
    </Sheet>
  );
}

export { Sheet, SheetClose, SheetContent, SheetDescription, SheetPanel, SheetTitle, SheetTrigger };
