import { Mail, MapPin, MessageSquare, Phone } from "lucide";
import { Icon } from "~/components/ui/icon";
import { formatAddress } from "~/content/company";
import { useCopy } from "~/lib/rendering/use-copy";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { MapFacade } from "./map-facade";

/** Phone, text, e-mail, office and service areas next to the office map. */
export function ContactBlock({ title }: { title?: string }) {
  const { page, ui, paths, phone, sms, email, company } = useCopy();
  const copy = page.sections.contactBlock;
  return (
    <section aria-labelledby="contact-block-title" className="py-16 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="rounded-2xl bg-navy-900 p-8 text-slate-200">
          <h2 id="contact-block-title" className="text-2xl text-white">
            {title ?? copy.title}
          </h2>
          <ul className="mt-6 space-y-4">
            <li>
              {phone.label && <span className="mb-1 block text-sm text-slate-300">{phone.label}</span>}
              <a
                href={phone.href}
                className="flex items-center gap-3 font-semibold text-white hover:text-amber-400"
              >
                <Icon icon={Phone} className="size-5 text-amber-400" /> {ui.contact.call(phone.display)}
              </a>
            </li>
            <li>
              <a href={sms.href} className="flex items-center gap-3 hover:text-amber-400">
                <Icon icon={MessageSquare} className="size-5 text-amber-400" /> {ui.contact.text(sms.display)}
              </a>
            </li>
            <li>
              <a href={email.href} className="flex items-center gap-3 break-all hover:text-amber-400">
                <Icon icon={Mail} className="size-5 shrink-0 text-amber-400" /> {email.display}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <Icon icon={MapPin} className="size-5 shrink-0 text-amber-400" />
              <address className="not-italic">{formatAddress()}</address>
            </li>
          </ul>
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
