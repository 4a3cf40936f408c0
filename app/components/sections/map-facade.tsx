import { Icon } from "~/components/ui/icon";
import { company, formatAddress, mapsEmbedUrl, mapsSearchUrl } from "~/content/company";
import { useCopy } from "~/lib/rendering/use-copy";

/** Anchor of the office map in the footer, for "see the map" links. */
export const OFFICE_MAP_ID = "office-map";

/**
 * The office map, with no script. A static card shows the address and a link out; "Show interactive
 * map" is a disclosure (`<details>`) whose embedded map is a lazily loaded frame: a closed disclosure
 * is not rendered, so nothing is requested from the maps service until the visitor opens it. (With
 * JavaScript switched off in the browser, the HTML standard turns lazy loading off, so the frame then
 * loads with the page; it still shows only when opened.) Opened, the card grows to hold a 600 px map.
 */
export function MapFacade({ className = "", id }: { className?: string; id?: string }) {
  const { page, ui } = useCopy();
  const address = formatAddress();
  return (
    <div
      id={id}
      className={`relative flex min-h-64 flex-col items-center justify-center gap-4 overflow-hidden rounded-xl bg-[#dfe9e6] p-6 text-center has-[details[open]]:justify-start has-[details[open]]:pb-[636px] ${className}`}
      style={{
        backgroundImage:
          "linear-gradient(90deg, rgb(255 255 255 / .55) 2px, transparent 2px), linear-gradient(0deg, rgb(255 255 255 / .55) 2px, transparent 2px), linear-gradient(35deg, transparent 46%, rgb(245 184 46 / .55) 46%, rgb(245 184 46 / .55) 50%, transparent 50%)",
        backgroundSize: "56px 56px, 56px 56px, 100% 100%",
      }}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-navy-900 text-amber-400 shadow-lg">
        <Icon name="map-pin" className="size-6" />
      </span>
      <p className="rounded-lg bg-white/90 px-4 py-2 text-sm font-semibold text-navy-900 shadow">
        {company.name}
        <br />
        <span className="font-normal">{address}</span>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* Not positioned, so the opened frame is placed against the card. */}
        <details className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center rounded-md bg-navy-900 px-4 text-sm font-bold text-white hover:bg-navy-800 [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">{page.sections.map.show}</span>
            <span className="hidden group-open:inline">{page.sections.map.hide}</span>
          </summary>
          <iframe
            title={ui.contact.mapTitle(address)}
            src={mapsEmbedUrl()}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="absolute inset-x-6 bottom-6 h-[600px] w-[calc(100%-3rem)] rounded-lg border-0 bg-white"
          />
        </details>
        <a
          href={mapsSearchUrl()}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-h-11 items-center rounded-md bg-white px-4 text-sm font-bold text-navy-900 shadow hover:bg-sand-100"
        >
          {ui.contact.openMaps}
          <span className="sr-only"> {ui.contact.newTab}</span>
        </a>
      </div>
    </div>
  );
}
