import { createContext } from "react-router";
import type { OfficeService } from "./office-service.server";
import type { OfficeWork } from "./work.server";

/**
 * Request context: the office's service (accounts, sessions, WebAuthn settings), set for every request
 * by server/render.server.ts, like the public pages' `requestInfoContext`.
 */
export const officeContext = createContext<OfficeService>();

/** Request context: the office's work (inbox, requests, schedule, numbers; `work.server.ts`), set likewise. */
export const officeWorkContext = createContext<OfficeWork>();
