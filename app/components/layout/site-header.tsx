import { Mail, MapPin, Phone } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { company, contactHrefs, formatAddress, mapsSearchUrl } from "~/content/company";
import { paths } from "~/content/page-registry";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { Logo } from "~/components/ui/logo";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";
import { TopBar } from "./top-bar";
import { pageCopy } from "~/content/page-copy";

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

export function SiteHeader() {
  return (
    <>
      <TopBar />
      <header className="sticky top-0 z-40 bg-white shadow-sm">
        <Container className="flex h-16 items-center justify-between gap-4 lg:h-20">
          <Logo />
          <div className="hidden items-center gap-5 xl:flex">
            <ContactItem
              href={contactHrefs.phone}
              icon={<Icon icon={Phone} className="size-5" />}
              label="Call us"
            >
              {company.phone.display}
            </ContactItem>
            <ContactItem
              href={contactHrefs.email}
              icon={<Icon icon={Mail} className="size-5" />}
              label="E-mail us"
            >
              {company.email}
            </ContactItem>
            <ContactItem
              href={mapsSearchUrl()}
              icon={<Icon icon={MapPin} className="size-5" />}
              label={`Office · ${company.address.city}`}
              external
            >
              <span aria-hidden="true">{company.address.street.split(",")[0]}</span>
              <span className="sr-only">{`${formatAddress()} ${pageCopy.sections.header.opensMaps}`}</span>
            </ContactItem>
          </div>
          <div className="flex items-center gap-2">
            <a
              href={contactHrefs.phone}
              className="hidden items-center gap-2 text-sm font-bold text-navy-900 md:flex xl:hidden"
            >
              <Icon icon={Phone} className="size-4 text-teal-700" /> {company.phone.display}
            </a>
            <span className="hidden sm:block">
              <ButtonLink to={paths.contact} className="whitespace-nowrap">
                {pageCopy.sections.header.quote}
              </ButtonLink>
            </span>
            <a
              href={contactHrefs.phone}
              className="flex size-11 items-center justify-center rounded-md bg-teal-600 text-white sm:hidden"
            >
              <Icon icon={Phone} className="size-5" />
              <span className="sr-only">Call {company.phone.display}</span>
            </a>
            <MobileNav />
          </div>
        </Container>
        <DesktopNav />
      </header>
    </>
  );
}
