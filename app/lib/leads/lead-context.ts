import { createContext } from "react-router";
import type { BookingService } from "../booking/booking-service.server";
import type { PhotoOutcome } from "../media/limits";
import type { LeadService } from "./lead-service.server";
import type { ReviewLinks } from "../review-requests/review-links.server";
import type { MorePhotos } from "../photo-requests/photo-requests.server";

/**
 * A quote or booking form sent with photos, read by the server before React Router
 * (server/photo-forms.server.ts): its text fields, and its photos judged and waiting. The action stores
 * the request from the fields, then keeps the photos for it, or drops them when nothing was stored.
 */
export interface PhotoFormHandle {
  fields: readonly [string, string][];
  /** Photos that passed the pipeline's checks (the notice's count; storing may still refuse one past the cap). */
  accepted: number;
  /**
   * Keeps the photos for a stored request ("lead:12", "booking:7") or review ("review:3"), at most `max`
   * of them in all (a request's five by default; a review takes one); what became of each.
   */
  keep(holder: string, max?: number): Promise<PhotoOutcome[]>;
  /** Drops them (the request was not stored); each named "not-sent". */
  drop(): Promise<PhotoOutcome[]>;
}

/** A form with photos as FormData (its text fields only), for the actions that read one. */
export function formOfFields(fields: readonly [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

/** Request context: the lead and booking services and the client's address, set for every request. */
export interface RequestInfo {
  leads: LeadService;
  bookings: BookingService;
  /** Customers' review links (the review page); absent where no store is wired (page sets' renders). */
  reviewLinks?: ReviewLinks;
  /** Customers' "send more photos" links (their page); absent where no store is wired. */
  morePhotos?: MorePhotos;
  clientIp: string;
  /**
   * The booking form's key when the page is rendered once for many visitors: a mark that
   * server/render.server.ts replaces with a fresh signed key in each response. Otherwise the booking
   * service signs one for the render.
   */
  formKey?: string;
  /** Set when the form was sent with photos (multipart): the action reads it instead of the body. */
  photoForm?: PhotoFormHandle;
}

export const requestInfoContext = createContext<RequestInfo>();
