/** The office's words for a page preview (a public page with a draft applied). */
export const previewCopy = {
  /** The mark at the top of a previewed page. */
  mark: "Preview: this page as it will look once published. Visitors do not see it.",
  badRequest: "That preview address is not one the office can show. Open the preview from the editor.",
  noRecord: "There is nothing to preview under that name: the record may have been deleted.",
  failed: "This page could not be shown with the draft applied. Check the draft's fields and try again.",
} as const;
