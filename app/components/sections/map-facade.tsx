import { MapPin } from "lucide-react";
import { useState } from "react";
import { company, formatAddress, mapsEmbedUrl, mapsSearchUrl } from "~/content/company";

/**
 * The office map. Nothing is requested from the maps service until the visitor asks for it: first a
 * static card with the address and a link out, then (after a click) the embedded map, 600 px tall.
 */
/** Anchor of the office map in the footer, for "see the map" links. */
export const OFFICE_MAP_ID = "office-map";

export function MapFacade({ className = "", id }: { className?: string; id?: string }) {
  const [loaded, setLoaded] = useState(false);
  const address = formatAddress();

  if (loaded) {
    return (
      <iframe
        id={id}
        title={`Map of our office at ${address}`}
        src={mapsEmbedUrl()}
        className={`h-[600px] w-full rounded-xl border-0 ${className}`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    );
  }

  return (
    <div
      id={id}
      className={`relative flex min-h-64 flex-col items-center justify-center gap-4 overflow-hidden rounded-xl bg-[#dfe9e6] p-6 text-center ${className}`}
      style={{
        backgroundImage:
          "linear-gradient(90deg, rgb(255 255 255 / .55) 2px, transparent 2px), linear-gradient(0deg, rgb(255 255 255 / .55) 2px, transparent 2px), linear-gradient(35deg, transparent 46%, rgb(245 184 46 / .55) 46%, rgb(245 184 46 / .55) 50%, transparent 50%)",
        backgroundSize: "56px 56px, 56px 56px, 100% 100%",
      }}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-navy-900 text-amber-400 shadow-lg">
        <MapPin className="size-6" aria-hidden="true" />
      </span>
      <p className="rounded-lg bg-white/90 px-4 py-2 text-sm font-semibold text-navy-900 shadow">
        {company.name}
        <br />
        <span className="font-normal">{address}</span>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => setLoaded(true)}
          className="min-h-11 rounded-md bg-navy-900 px-4 text-sm font-bold text-white hover:bg-navy-800"
        >
          Show interactive map
        </button>
        <a
          href={mapsSearchUrl()}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-h-11 items-center rounded-md bg-white px-4 text-sm font-bold text-navy-900 shadow hover:bg-sand-100"
        >
          Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
