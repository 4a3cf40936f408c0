import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { formatAddress, mapsSearchUrl } from "~/content/company";
import { useCopy } from "~/lib/rendering/use-copy";
import { OFFICE_MAP_ID } from "./map-facade";

function Tile({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200 md:flex-col md:items-center md:p-8 md:text-center">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-600 text-white md:size-14">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="text-lg md:mt-4 md:text-xl">{title}</h2>
        <div className="mt-1 space-y-1 text-slate-700 md:mt-3">{children}</div>
      </div>
    </li>
  );
}

/** Call or text, e-mail, and office: the three ways to reach the company. */
export function ContactTiles() {
  const { page, ui, company: words, phone, sms, email } = useCopy();
  const copy = page.sections.contactTiles;
  const link = "font-semibold text-teal-700 underline-offset-2 hover:underline";
  return (
    <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
      <Tile icon={<Icon name="phone" className="size-6" />} title={copy.call}>
        {phone.label && <p className="text-sm font-semibold text-teal-800">{phone.label}</p>}
        {[
          { word: ui.contact.callWord, line: phone },
          { word: ui.contact.textWord, line: sms },
        ].map(({ word, line }) => (
          <p key={line.href}>
            {word}{" "}
            <a className={link} href={line.href}>
              {line.display}
            </a>
          </p>
        ))}
        <p className="text-sm text-slate-600">{words.hoursLines("short").join(" · ")}</p>
      </Tile>
      <Tile icon={<Icon name="mail" className="size-6" />} title={copy.email}>
        <p>
          <a className={`${link} break-all`} href={email.href}>
            {email.display}
          </a>
        </p>
        <p className="text-sm text-slate-600">{copy.emailNote}</p>
      </Tile>
      <Tile icon={<Icon name="map-pin" className="size-6" />} title={copy.office}>
        <address className="not-italic">{formatAddress()}</address>
        <p className="flex flex-wrap gap-x-4 md:justify-center">
          <a className={link} href={`#${OFFICE_MAP_ID}`}>
            {copy.seeMap}
          </a>
          <a className={link} href={mapsSearchUrl()} target="_blank" rel="noopener noreferrer">
            {ui.contact.openMaps}
            <span className="sr-only"> {ui.contact.newTab}</span>
          </a>
        </p>
      </Tile>
    </ul>
  );
}
