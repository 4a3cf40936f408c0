/**
 * sharp (libvips), loaded by the first photo or sharing card that needs it (decision 037): a start that
 * encodes nothing loads none of it (sharp's 14 modules, semver's 47 and libvips: about 2,500 page faults
 * and 16 MB of memory per start).
 */
import type sharpModule from "sharp";

type SharpFunction = typeof sharpModule;

let loading: Promise<SharpFunction> | undefined;
let serverSettings = false;

/**
 * The server's libvips settings: one thread (the other core stays with the pages) and no operation cache
 * (memory stays flat over many photos).
 */
const applySettings = (sharp: SharpFunction) => {
  sharp.concurrency(1);
  sharp.cache(false);
};

/** sharp, loaded on the first call. */
export function loadSharp(): Promise<SharpFunction> {
  return (loading ??= import("sharp").then(({ default: sharp }) => {
    if (serverSettings) applySettings(sharp);
    return sharp;
  }));
}

/** The photo queue's start: the server's settings, applied once sharp has loaded (at its load if that is later). */
export function applyServerSettings(): void {
  serverSettings = true;
  void loading?.then(applySettings);
}
