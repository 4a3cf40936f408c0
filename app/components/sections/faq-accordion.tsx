import { Icon } from "~/components/ui/icon";
import { useId, type ReactNode } from "react";
import type { Faq } from "~/content/types";
import { useCopy } from "~/lib/rendering/use-copy";
import { HeadedSection } from "~/components/ui/headed-section";

interface FaqAccordionProps {
  faqs: readonly Faq[];
  /** Shown under the questions (e.g. an ASK QUESTIONS link). */
  children?: ReactNode;
  title?: string;
  eyebrow?: string;
}

/**
 * Questions as an exclusive `<details name>` group, with no script: the browser opens one answer at a
 * time, exposes each question as an expandable control, and toggles it with mouse, touch, Enter and
 * Space. The first starts open; closed answers stay findable with the browser's find.
 */
export function FaqAccordion({ faqs, title, eyebrow, children }: FaqAccordionProps) {
  const { ui } = useCopy();
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  return (
    <HeadedSection
      id={headingId}
      className="bg-sand-50 py-16 sm:py-20"
      eyebrow={eyebrow ?? ui.faq.eyebrow}
      title={title ?? ui.faq.title}
    >
      <div className="mx-auto mt-10 max-w-3xl space-y-3">
        {faqs.map((faq, index) => (
          <details
            key={faq.question}
            name={`${baseId}-faq`}
            open={index === 0}
            className="group overflow-hidden rounded-lg border border-sand-200 bg-white shadow-sm"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-navy-900 hover:bg-teal-50 [&::-webkit-details-marker]:hidden">
              <h3 className="text-base">{faq.question}</h3>
              <Icon
                name="chevron-down"
                className="size-5 shrink-0 text-teal-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="px-5 pb-5 leading-relaxed text-slate-700">{faq.answer}</div>
          </details>
        ))}
      </div>
      {children ? <div className="mt-10 text-center">{children}</div> : null}
    </HeadedSection>
  );
}
