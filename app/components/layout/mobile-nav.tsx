import { Icon } from "~/components/ui/icon";
import { MenuLink } from "~/components/ui/menu-link";
import { formatAddress, mapsSearchUrl } from "~/content/company";
import { useCopy } from "~/lib/rendering/use-copy";
import type { NavGroup } from "~/content/navigation";
import { MainNavItems } from "./main-nav-items";
import { PhoneLink } from "~/components/sections/phone-link";
import { ButtonLink } from "~/components/ui/button-link";
import { MenuLinkItems } from "~/components/ui/menu-link-items";

const itemClass =
  "flex min-h-12 w-full items-center justify-between px-4 text-base font-semibold text-navy-900 aria-[current=page]:text-teal-700";

const groupLinkClass = "block px-8 py-3 text-[0.95rem] text-navy-900 aria-[current=page]:text-teal-700";

const summaryClass = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

/** A collapsible group (Services, Area) of the phone menu: a disclosure, no script. */
function MobileGroup({ group }: { group: NavGroup }) {
  const { page } = useCopy();
  return (
    <li className="border-b border-slate-200">
      <details className="group">
        <summary className={`${itemClass} ${summaryClass}`}>
          {group.label}
          <Icon name="chevron-down" className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="bg-sand-50 pb-2">
          {group.href ? (
            <li>
              <MenuLink to={group.href} className={groupLinkClass}>
                {page.sections.header.allOf(group.label)}
              </MenuLink>
            </li>
          ) : null}
          <MenuLinkItems links={group.items} className={groupLinkClass} />
        </ul>
      </details>
    </li>
  );
}

/**
 * The phone menu, with no script: a disclosure whose summary is the Menu button in the header row and
 * whose panel drops below the header (positioned against it). On pages that hydrate, Escape closes it
 * and following a link closes it (menu-dismiss.ts).
 */
export function MobileNav() {
  const { page, ui, paths, email } = useCopy();
  return (
    <details className="group lg:hidden" data-menu="phone">
      <summary
        className={`flex min-h-11 items-center gap-2 rounded-md border-2 border-navy-900 px-3 text-sm font-bold text-navy-900 uppercase ${summaryClass}`}
      >
        <Icon name="menu" className="size-5 group-open:hidden" />
        <Icon name="x" className="hidden size-5 group-open:block" />
        {page.sections.header.menu}
      </summary>
      <nav
        aria-label={ui.header.mainNav}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg"
      >
        <ul>
          <MainNavItems
            group={(g) => <MobileGroup key={g.label} group={g} />}
            linkClass={itemClass}
            itemClass="border-b border-slate-200"
          />
        </ul>
        <div className="space-y-3 p-4 text-sm">
          <PhoneLink
            className="flex items-center gap-3 font-semibold text-navy-900"
            icon="size-5 text-teal-700"
          />
          <a href={email.href} className="flex items-center gap-3 break-all text-navy-900">
            <Icon name="mail" className="size-5 shrink-0 text-teal-700" /> {email.display}
          </a>
          <a
            href={mapsSearchUrl()}
            className="flex items-center gap-3 text-navy-900"
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="map-pin" className="size-5 shrink-0 text-teal-700" /> {formatAddress()}
            <span className="sr-only">{page.sections.header.opensMaps}</span>
          </a>
          <ButtonLink to={paths.contact} className="w-full">
            {page.sections.header.quote}
          </ButtonLink>
        </div>
      </nav>
    </details>
  );
}
