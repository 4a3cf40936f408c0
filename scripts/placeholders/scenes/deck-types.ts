/** The description of a deck close-up (./deckview.ts draws it) and its shared colours. */

import { type RailingOptions } from "../building.ts";
import { type CameraOptions } from "../perspective.ts";
import { type TimeOfDay, type View } from "./backdrop.ts";

export type State = "before" | "after";

export const GRIME = "#85755e";
export const CONCRETE_BARE = "#a7a49b";
export const PLYWOOD = "#c4a171";

export interface Finish {
  kind: "coating" | "merkote" | "tile";
  color: string;
  /** Tile size in metres. */
  tile?: number;
  grout?: string;
}

export interface Defects {
  cracks?: number;
  stains?: number;
  peel?: number;
  puddles?: number;
  debris?: number;
  /** Open plywood seams (cementitious deck systems). */
  seams?: boolean;
  brokenTiles?: number;
  /** Rust streaks under the railing posts. */
  rust?: boolean;
  /** Size multiplier for stains, peeling, cracks and puddles (default 1). */
  size?: number;
}

export interface Planter {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  h: number;
  color: string;
  flowers: string;
}

export interface DeckDrain {
  x: number;
  z: number;
  r: number;
  puddle?: number;
  /** Round floor drain (default), square grate, or a scupper through the far curb at x. */
  shape?: "round" | "square" | "scupper";
}

/** A potted plant at (x, z), optionally with its flower colour. */
export type PotSpot = readonly [x: number, z: number, flowers?: string];

export interface DeckScene {
  seed: string;
  size?: { width: number; height: number };
  cam: CameraOptions;
  mirror?: boolean;
  zFar: number;
  wall?: {
    x: number;
    color: string;
    door: boolean;
    /** A window on the wall instead of (or in front of) the door. */
    window?: boolean;
    /** Door and window frame colour (default navy). */
    trim?: string;
  };
  rightX: number;
  sideRailing: boolean;
  posts: number;
  railing: { before: RailingOptions; after: RailingOptions };
  view: View;
  finish: Finish;
  defects: Defects;
  drain?: DeckDrain;
  planters?: readonly Planter[];
  pots?: readonly PotSpot[];
  time?: TimeOfDay;
  /** Sun position as a fraction of the width (default 0.78). */
  sunX?: number;
}
