import { GalleryViewer } from "~/components/sections/gallery-viewer";
import { CarouselControls } from "~/components/sections/carousel-controls";
import { LeadForm } from "~/components/sections/lead-form";
import { QuoteForm } from "~/components/sections/quote-form";
import { ReferenceTable } from "~/components/sections/reference-table";
import { BookingPhotos } from "~/components/sections/booking-photos";
import type { IslandName } from "./specs";

/**
 * Each island's component, by name: what the server renders inside the island's element, and what
 * its entry (app/islands/entries/<name>.tsx) hydrates there.
 */
export const islandComponents = {
  gallery: GalleryViewer,
  references: ReferenceTable,
  carousel: CarouselControls,
  "lead-form": LeadForm,
  "quote-form": QuoteForm,
  "booking-photos": BookingPhotos,
} as const satisfies Record<IslandName, unknown>;
