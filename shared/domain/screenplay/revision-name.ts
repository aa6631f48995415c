// A module of its own so the export query's schema, which the browser bundles, can read the limit
// without the comparison and layout code of revised-pages.ts.

/**
 * The longest revision name: with " — 24 Nov 2026" it still fits the header left of a
 * three-digit page number on A4, inside the page.
 */
export const REVISION_NAME_MAX = 50;
