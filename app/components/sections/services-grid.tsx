import { Icon } from "~/components/ui/icon";
import type { ServiceSummary } from "~/content/types";
import { Picture } from "~/components/ui/picture";
import { useCopy } from "~/lib/rendering/use-copy";

export const serviceCardClass =
  "group flex flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-slate-200";

/** The inside of a service card: illustration, name, summary and one link (services grid, carousel). */
export function ServiceCardBody({
  service: s,
  href,
  action,
  sizes,
}: {
  service: ServiceSummary;
  href: string;
  action: string;
  sizes: string;
}) {
  return (
    <>
      <Picture image={s.image} sizes={sizes} alt="" imgClassName="aspect-[16/10] w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl">{s.name}</h3>
        <p className="mt-2 flex-1 leading-relaxed text-slate-600">{s.summary}</p>
        <a
          href={href}
          className="mt-4 inline-flex items-center gap-2 font-bold text-teal-700 hover:text-navy-900"
        >
          {action}
          <span className="sr-only">: {s.name}</span>
          <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
        </a>
      </div>
    </>
  );
}

/** Cards of services; a card links to its own page when it has one, else to the contact page. */
export function ServicesGrid({ services }: { services: readonly ServiceSummary[] }) {
  const { page, paths, servicePath } = useCopy();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((s) => (
        <li key={s.id} className={serviceCardClass}>
          <ServiceCardBody
            service={s}
            href={s.page ? servicePath(s.page) : paths.contact}
            action={s.page ? page.sections.serviceCard.readMore : page.sections.serviceCard.ask}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          />
        </li>
      ))}
    </ul>
  );
}
