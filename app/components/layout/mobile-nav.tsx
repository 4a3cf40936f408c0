import { ChevronDown, Mail, MapPin, Phone } from "lucide-react";
import { useState } from "react";
import { NavLink } from "react-router";
import { company, contactHrefs, formatAddress, mapsSearchUrl } from "~/content/company";
import { isNavGroup, type NavGroup } from "~/content/navigation";
import { useSiteNav } from "./use-site-nav";
import { ButtonLink } from "~/components/ui/button-link";

const itemClass =
  "flex min-h-12 w-full items-center justify-between px-4 text-base font-semibold text-navy-900 aria-[current=page]:text-teal-700";

function MobileGroup({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const listId = `mobile-group-${group.label.toLowerCase()}`;
  return (
    <li className="border-b border-slate-200">
      <button
        type="button"
        className={itemClass}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={listId} hidden={!open} className="bg-sand-50 pb-2">
        {group.href ? (
          <li>
            <NavLink
              to={group.href}
              end
              className="block px-8 py-3 text-[0.95rem] text-navy-900 aria-[current=page]:text-teal-700"
            >
              All {group.label.toLowerCase()}
            </NavLink>
          </li>
        ) : null}
        {group.items.map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              className="block px-8 py-3 text-[0.95rem] text-navy-900 aria-[current=page]:text-teal-700"
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The phone menu panel; the Menu button that shows it lives in the header. */
export function MobileNav({ id, open }: { id: string; open: boolean }) {
  const mainNav = useSiteNav().main;
  return (
    <nav
      id={id}
      aria-label="Main"
      hidden={!open}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden"
    >
      <ul>
        {mainNav.map((entry) =>
          isNavGroup(entry) ? (
            <MobileGroup key={entry.label} group={entry} />
          ) : (
            <li key={entry.href} className="border-b border-slate-200">
              <NavLink to={entry.href} end className={itemClass}>
                {entry.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
      <div className="space-y-3 p-4 text-sm">
        <a href={contactHrefs.phone} className="flex items-center gap-3 font-semibold text-navy-900">
          <Phone className="size-5 text-teal-700" aria-hidden="true" /> {company.phone.display}
        </a>
        <a href={contactHrefs.email} className="flex items-center gap-3 break-all text-navy-900">
          <Mail className="size-5 shrink-0 text-teal-700" aria-hidden="true" /> {company.email}
        </a>
        <a
          href={mapsSearchUrl()}
          className="flex items-center gap-3 text-navy-900"
          target="_blank"
          rel="noopener noreferrer"
        >
          <MapPin className="size-5 shrink-0 text-teal-700" aria-hidden="true" /> {formatAddress()}
          <span className="sr-only">(opens Google Maps in a new tab)</span>
        </a>
        <ButtonLink to="/contact" className="w-full">
          Get a quote
        </ButtonLink>
      </div>
    </nav>
  );
}
