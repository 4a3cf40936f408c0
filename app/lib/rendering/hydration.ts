/**
 * Which pages load React Router's client (decision 018). Public pages never do: the server renders them
 * and their widgets are islands (app/islands), each hydrated on its own. A whole app area (the office)
 * is a normal React Router client app: its layout route exports `handle = clientAppHandle`, and every
 * page under it gets React Router's scripts and none of the public header, footer and call bar.
 */
export interface ClientAppHandle {
  clientApp?: boolean;
}

export const clientAppHandle = { clientApp: true } as const satisfies ClientAppHandle;

const isClientAppHandle = (handle: unknown): boolean =>
  typeof handle === "object" && handle !== null && (handle as ClientAppHandle).clientApp === true;

/** True when a matched route (usually an app area's layout route) says it is a client app. */
export function isClientApp(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((m) => isClientAppHandle(m.handle));
}
