import { company } from "~/content/company";

/** The company mark (a coated deck edge over a wave) and name, linking home. */
export function Logo({
  tone = "dark",
  home,
  subtitle,
  homeLabel,
}: {
  tone?: "dark" | "light";
  /** The home page of the page's language. */
  home: string;
  /** The line under the name ("Deck & Waterproofing"). */
  subtitle: string;
  /** Said after the name to screen readers ("(home page)"). */
  homeLabel: string;
}) {
  const text = tone === "dark" ? "text-navy-900" : "text-white";
  return (
    <a href={home} className={`flex items-center gap-2.5 ${text}`}>
      <svg viewBox="0 0 40 40" className="size-10 shrink-0" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="9" fill="#0b1f3a" />
        <path d="M7 15h26v5H7z" fill="#f5b82e" />
        <path d="M10 20h3v9h-3zM27 20h3v9h-3z" fill="#e9dfcc" />
        <path
          d="M6 31c3-2.5 5.5-2.5 8.5 0s5.5 2.5 8.5 0 5.5-2.5 8.5 0"
          stroke="#14917f"
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-lg font-extrabold tracking-tight">{company.shortName}</span>{" "}
        <span
          className={`text-[0.7rem] font-semibold tracking-[0.14em] uppercase ${tone === "dark" ? "text-teal-700" : "text-teal-100"}`}
        >
          {subtitle}
        </span>
        <span className="sr-only"> {homeLabel}</span>
      </span>
    </a>
  );
}
