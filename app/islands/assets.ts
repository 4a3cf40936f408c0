import { createContext } from "react";
import type { IslandName } from "./specs";

/** The browser files an island needs: its entry module and the modules it imports (the benchmark counts them). */
export interface IslandFiles {
  entry: string;
  imports: readonly string[];
  /** Development: modules to run first, in order (React's hot-reload preamble). */
  before?: readonly string[];
}

/**
 * Where each island's module is, handed to the render by entry.server.tsx (islands.server.ts reads the
 * islands build's manifest; in development the dev server serves the sources).
 */
export const IslandAssetsContext = createContext<((name: IslandName) => IslandFiles) | null>(null);
