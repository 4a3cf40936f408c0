import type { IconName } from "./icons";

/**
 * An icon, drawn by the stylesheet (./icon-css.ts): an empty span whose `i-<name>` class names the
 * drawing, and which is always square. Every icon on the site is decorative: hidden from assistive
 * technology, while the link, button or text beside it carries the name. Size and colour come from
 * `className` (`size-5 text-teal-700`); the icon is painted in the text colour.
 */
export function Icon({ name, className = "" }: { name: IconName; className?: string }) {
  return <span className={`icon i-${name} ${className}`.trimEnd()} aria-hidden="true" />;
}
