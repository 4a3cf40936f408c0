import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { company, formatAddress, mapsSearchUrl } from "~/content/company";
import { useCopy } from "~/lib/rendering/use-copy";
import { LanguageSwitch } from "./language-switch";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { Logo } from "~/components/ui/logo";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";
import { TopBar } from "./top-bar";
import { PhoneLink } from "~/components/sections/phone-link";

function ContactItem({
  href,
  icon,
  label,
  children,
  external = false,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  children: ReactNode;
  external?: boolean;
}) {
  return (
    <a
      href={href}
      className="group flex items-center gap-3"
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      <span className="flex size-10 items-center justify-center rounded-full bg-teal-50 text-teal-700 group-hover:bg-teal-600 group-hover:text-white">
        {icon}
      </span>
      <span className="flex flex-col whitespace-nowrap">
        <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</span>
        <span className="text-sm font-semibold text-navy-900 group-hover:text-teal-700">{children}</span>
      </span>
    </a>
  );
}

/** The header: top bar, logo, contact details, quote button, language switch and menus. */
export function SiteHeader({ switchHref }: { switchHref: string | undefined }) {
  const { page, ui, paths, phone, email, company: words } = useCopy();
  return (
    <>
      <TopBar switchHref={switchHref} />
      {/* Phones: the top bar is hidden, so the language switch gets a slim band of its own. */}
      {switchHref && (
        <nav aria-label={ui.languageSwitch.label} className="bg-navy-950 text-sm md:hidden">
          <Container className="flex h-9 items-center justify-end">
            <LanguageSwitch href={switchHref} tone="dark" className="min-h-9" />
          </Container>
        </nav>
      )}
      <header className="sticky top-0 z-40 bg-white shadow-sm">
        <Container className="flex h-16 items-center justify-between gap-4 lg:h-20">
          <Logo home={paths.home} subtitle={ui.logo.subtitle} homeLabel={ui.logo.home} />
          <div className="hidden items-center gap-5 xl:flex">
            <ContactItem
              href={phone.href}
              icon={<Icon name="phone" className="size-5" />}
              label={phone.label ?? ui.header.call}
            >
              {phone.display}
            </ContactItem>
            <ContactItem
              href={email.href}
              icon={<Icon name="mail" className="size-5" />}
              label={ui.header.email}
            >
              {email.display}
            </ContactItem>
            <ContactItem
              href={mapsSearchUrl()}
              icon={<Icon name="map-pin" className="size-5" />}
              label={ui.header.office(words.officeCity)}
              external
            >
              <span aria-hidden="true">{company.address.street.split(",")[0]}</span>
              <span className="sr-only">{`${formatAddress()} ${page.sections.header.opensMaps}`}</span>
            </ContactItem>
          </div>
          <div className="flex items-center gap-2">
            <PhoneLink
              className="hidden items-center gap-2 text-sm font-bold whitespace-nowrap text-navy-900 md:flex xl:hidden"
              icon="size-4 text-teal-700"
            />
            <span className="hidden sm:block">
              <ButtonLink to={paths.contact} className="whitespace-nowrap">
                {page.sections.header.quote}
              </ButtonLink>
            </span>
            <a
              href={phone.href}
              className="flex size-11 items-center justify-center rounded-md bg-teal-600 text-white sm:hidden"
            >
              <Icon name="phone" className="size-5" />
              <span className="sr-only">{ui.header.callNumber(phone.display)}</span>
            </a>
            <MobileNav />
          </div>
        </Container>
        <DesktopNav />
      </header>
    </>
  );
}
