import { Icon } from "~/components/ui/icon";
import { company, yearsInBusiness } from "~/content/company";
import { useCopy } from "~/lib/rendering/use-copy";
import { ContactLines } from "~/components/sections/contact-lines";
import { MapFacade, OFFICE_MAP_ID } from "~/components/sections/map-facade";
import { Container } from "~/components/ui/container";
import { Logo } from "~/components/ui/logo";
import { SocialLinks } from "~/components/ui/social-links";
import type { NavLink } from "~/content/navigation";

const linkClass = "text-slate-300 hover:text-amber-400";

function FooterHeading({ children }: { children: string }) {
  return <h2 className="mb-4 text-sm font-bold tracking-[0.14em] text-white uppercase">{children}</h2>;
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const { nav, ui, paths, company: words } = useCopy();
  const { footer: footerLinks, footerAreas } = nav;
  return (
    <footer className="bg-navy-950 text-sm text-slate-300">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo tone="light" home={paths.home} subtitle={ui.logo.subtitle} homeLabel={ui.logo.home} />
          <p className="leading-relaxed">{ui.footer.about(yearsInBusiness(), company.foundedYear)}</p>
          <p className="font-semibold text-white">{words.licenceLine()}</p>
          <SocialLinks size="large" label={ui.social.label} newTab={ui.social.newTab} />
        </div>
        <FooterNav label={ui.footer.companyNav} heading={ui.footer.company} links={footerLinks} />
        <FooterNav label={ui.footer.areas} heading={ui.footer.areas} links={footerAreas} />
        <div>
          <FooterHeading>{ui.footer.contact}</FooterHeading>
          <ContactLines tone="footer">
            <li className="flex items-start gap-2">
              <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-amber-400" />
              <span>
                <span className="sr-only">{ui.topBar.hours} </span>
                {words.hoursLines("long").map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </li>
          </ContactLines>
        </div>
      </Container>
      <Container className="pb-12">
        <h2 className="sr-only">{ui.footer.office}</h2>
        <MapFacade id={OFFICE_MAP_ID} />
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-xs text-slate-400 sm:flex-row sm:justify-between">
          <p>{words.copyrightLine(year)}</p>
          <p>{words.licenceLine()}</p>
        </Container>
      </div>
    </footer>
  );
}

/** A titled list of footer links, in a navigation landmark of its own. */
function FooterNav({ label, heading, links }: { label: string; heading: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={label}>
      <FooterHeading>{heading}</FooterHeading>
      <ul className="space-y-3">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} className={linkClass}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
