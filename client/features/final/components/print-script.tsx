import { createPortal } from "react-dom";
import type { Pagination } from "../../../../shared/domain/screenplay/browser";
import { PrintSheet } from "../../../components/ui/script-sheet";
import "../print.css";

/** The pages 'Print' sends to the printer; hidden on screen (see print.css). */
function PrintScript({ pagination }: { pagination: Pagination }) {
  const pages = pagination.titlePage
    ? [pagination.titlePage, ...pagination.pages]
    : pagination.pages;
  return createPortal(
    <div className="script-print" aria-hidden="true">
      {pages.map((page, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pages are positional
        <PrintSheet key={index} page={page} profile={pagination.profile} />
      ))}
    </div>,
    document.body,
  );
}

export { PrintScript };
