import { createContext } from "react-router";
import type { OfficeService } from "./office-service.server";

/**
 * Request context: the office's service (accounts, sessions, WebAuthn settings), set for every request
 * by server/render.server.ts, like the public pages' `requestInfoContext`.
 */
export const officeContext = createContext<OfficeService>();
