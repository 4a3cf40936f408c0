import { useCopy } from "~/lib/rendering/use-copy";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { ContactLines } from "./contact-lines";
import { MapFacade } from "./map-facade";

/** Phone, text, e-mail, office and service areas next to the office map. */
export function ContactBlock({ title }: { title?: string }) {
  const { page, paths, company } = useCopy();
  const copy = page.sections.contactBlock;
  return (
    <section aria-labelledby="contact-block-title" className="py-16 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="rounded-2xl bg-navy-900 p-8 text-slate-200">
          <h2 id="contact-block-title" className="text-2xl text-white">
            {title ?? copy.title}
          </h2>
          <ContactLines tone="panel" />
          <h3 className="mt-8 text-sm font-bold tracking-[0.14em] text-white uppercase">{copy.areas}</h3>
          <p className="mt-2 leading-relaxed">
            {company.serviceAreas.join(", ")} {copy.areasSuffix}
          </p>
          <ButtonLink to={paths.contact} className="mt-8">
            {copy.action}
          </ButtonLink>
        </div>
        <MapFacade className="min-h-80" />
      </Container>
    </section>
  );
}
