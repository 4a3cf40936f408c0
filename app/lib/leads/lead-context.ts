import { createContext } from "react-router";
import type { LeadService } from "./lead-service.server";

/** Request context: the lead service and the client's address, set by the server for every request. */
export interface RequestInfo {
  leads: LeadService;
  clientIp: string;
}

export const requestInfoContext = createContext<RequestInfo>();
