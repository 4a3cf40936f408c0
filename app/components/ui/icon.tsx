import { createElement } from "react";
import type { IconNode } from "lucide";

/**
 * A Lucide icon, drawn as inline SVG from the `lucide` package's icon data (plain arrays, so a widget
 * that shows an icon ships only that icon's path, not an icon runtime). Every icon on the site is
 * decorative: hidden from assistive technology, while the link, button or text beside it carries the
 * name. Size and colour come from `className` (`size-5 text-teal-700`); the stroke follows `color`.
 */
export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {icon.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
