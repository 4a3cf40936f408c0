import type { ReactNode } from "react";

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  id?: string;
  children?: ReactNode;
  align?: "center" | "left";
  tone?: "dark" | "light";
}

/** An h2 with an optional small label above it and an intro paragraph below. */
export function SectionHeading({
  eyebrow,
  title,
  id,
  children,
  align = "center",
  tone = "dark",
}: SectionHeadingProps) {
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow ? (
        <p
          className={`text-sm font-bold tracking-[0.18em] uppercase ${tone === "dark" ? "text-teal-700" : "text-amber-400"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={`mt-2 text-3xl sm:text-4xl ${tone === "light" ? "text-white" : ""}`}>
        {title}
      </h2>
      {children ? (
        <div
          className={`mt-4 text-lg leading-relaxed ${tone === "dark" ? "text-slate-600" : "text-slate-200"}`}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
