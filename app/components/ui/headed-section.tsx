import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";

/**
 * A band of a page named by its centred heading: `<section aria-labelledby>` → container → the h2 (with
 * its eyebrow and intro) → what follows it. Bands laid out otherwise write their own section.
 */
export function HeadedSection({
  id,
  className,
  eyebrow,
  title,
  intro,
  tone,
  children,
}: {
  id: string;
  className: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: "dark" | "light";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <Container>
        <SectionHeading eyebrow={eyebrow} title={title} id={id} tone={tone}>
          {intro}
        </SectionHeading>
        {children}
      </Container>
    </section>
  );
}
