import { createContext, useContext } from "react";
import { createContext as createRouterContext } from "react-router";

/** The per-request CSP nonce while rendering on the server; undefined in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = (): string | undefined => useContext(NonceContext);

/**
 * The nonce the server put in this response's Content-Security-Policy (server/render.server.ts owns the
 * header). Absent while prerendering: prerendered pages are allowed by script hashes instead.
 */
export const cspNonceContext = createRouterContext<string | null>(null);
