import type { Section } from "~/content/types";

/** A document page's headed sections of paragraphs (the privacy page, the review policy). */
export function TextSections({ sections }: { sections: readonly Section[] }) {
  return sections.map((s) => (
    <section key={s.heading} className="mt-10">
      <h2 className="text-2xl">{s.heading}</h2>
      {s.body.map((para) => (
        <p key={para} className="mt-4 leading-relaxed text-slate-700">
          {para}
        </p>
      ))}
    </section>
  ));
}
