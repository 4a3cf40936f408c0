/**
 * Development only (`npm run dev`): islands hot-reload through React Router's React Refresh runtime,
 * which ends every update by revalidating its router. A public page has no router, so it gets a
 * stand-in with nothing to revalidate; the refreshed components re-render in place.
 */
const w = window as unknown as { __reactRouterDataRouter?: { revalidate: () => Promise<void> } };
w.__reactRouterDataRouter ??= { revalidate: async () => {} };
