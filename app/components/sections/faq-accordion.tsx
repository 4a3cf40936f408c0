import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import type { Faq } from "~/content/types";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";

interface FaqAccordionProps {
  faqs: readonly Faq[];
  /** Shown under the questions (e.g. an ASK QUESTIONS link). */
  children?: ReactNode;
  title?: string;
  eyebrow?: string;
}

/**
 * Questions as disclosure buttons (aria-expanded). The first starts open; opening one closes the
 * other; choosing the open one closes it. Closed answers stay findable with the browser's find.
 */
export function FaqAccordion({
  faqs,
  title = "Frequently asked questions",
  eyebrow = "FAQ",
  children,
}: FaqAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  return (
    <section aria-labelledby={headingId} className="bg-sand-50 py-16 sm:py-20">
      <Container>
        <SectionHeading eyebrow={eyebrow} title={title} id={headingId} />
        <ul className="mx-auto mt-10 max-w-3xl space-y-3">
          {faqs.map((faq, index) => {
            const open = openIndex === index;
            const panelId = `${baseId}-panel-${index}`;
            return (
              <li
                key={faq.question}
                className="overflow-hidden rounded-lg border border-sand-200 bg-white shadow-sm"
              >
                <h3 className="text-base">
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenIndex(open ? null : index)}
                    className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-navy-900 hover:bg-teal-50"
                  >
                    {faq.question}
                    <ChevronDown
                      aria-hidden="true"
                      className={`size-5 shrink-0 text-teal-700 transition-transform ${open ? "rotate-180" : ""}`}
                    />
                  </button>
                </h3>
                <div id={panelId} hidden={!open} className="px-5 pb-5 leading-relaxed text-slate-700">
                  {faq.answer}
                </div>
              </li>
            );
          })}
        </ul>
        {children ? <div className="mt-10 text-center">{children}</div> : null}
      </Container>
    </section>
  );
}
