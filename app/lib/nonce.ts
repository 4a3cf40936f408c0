import { createContext, useContext } from "react";

/** The per-request CSP nonce, provided by entry.server; undefined in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = (): string | undefined => useContext(NonceContext);
