import { useCopy } from "~/lib/rendering/use-copy";

export const MAIN_ID = "main-content";

export function SkipLink() {
  const { ui } = useCopy();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-md bg-amber-400 px-4 py-2 font-bold text-navy-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {ui.skipLink}
    </a>
  );
}
