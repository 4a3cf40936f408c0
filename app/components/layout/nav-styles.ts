/** Classes of a top-level item in the desktop navigation bar (links and dropdown buttons alike). */
export const topLinkClass =
  "flex h-12 items-center px-3 text-[0.95rem] font-semibold text-white hover:text-amber-400 aria-[current=page]:text-amber-400";
