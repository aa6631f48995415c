import { createPortal } from "react-dom";
import { PrintSheet } from "#client/components/ui/script-sheet";
import type { Pagination } from "#shared/domain/screenplay/browser";
import "../print.css";

/**
 * The pages 'Print' sends to the printer; hidden on screen (see print.css). The sheet size
 * follows the screenplay's paper, so the browser's print dialog starts on the same paper.
 */
function PrintScript({ pagination }: { pagination: Pagination }) {
  const pages = pagination.titlePage
    ? [pagination.titlePage, ...pagination.pages]
    : pagination.pages;
  return createPortal(
    <div className="script-print" aria-hidden="true">
      <style>{`@page { size: ${pagination.profile.pageWidth}in ${pagination.profile.pageHeight}in; }`}</style>
      {pages.map((page, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pages are positional
        <PrintSheet key={index} page={page} profile={pagination.profile} />
      ))}
    </div>,
    document.body,
  );
}

export { PrintScript };
