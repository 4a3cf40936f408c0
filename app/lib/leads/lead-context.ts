import { createContext } from "react-router";
import type { BookingService } from "../booking/booking-service.server";
import type { LeadService } from "./lead-service.server";
import type { ReviewLinks } from "../review-requests/review-links.server";

/** Request context: the lead and booking services and the client's address, set for every request. */
export interface RequestInfo {
  leads: LeadService;
  bookings: BookingService;
  /** Customers' review links (the review page); absent where no store is wired (page sets' renders). */
  reviewLinks?: ReviewLinks;
  clientIp: string;
  /**
   * The booking form's key when the page is rendered once for many visitors: a mark that
   * server/render.server.ts replaces with a fresh signed key in each response. Otherwise the booking
   * service signs one for the render.
   */
  formKey?: string;
}

export const requestInfoContext = createContext<RequestInfo>();
