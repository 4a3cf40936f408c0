/**
 * Where the office is: SITE_URL's origin when it is set; otherwise this machine's own
 * `http://localhost:PORT`, so the office works right after `npm install && npm start`. A passkey made for
 * localhost works nowhere else, so that relying party is safe; the office then answers only requests
 * addressed to localhost:PORT (office-service.server.ts), and says it needs SITE_URL under any other host.
 */
export const localOfficeOrigin = (port: number) => `http://localhost:${port}`;

export const officeOrigin = (siteUrl: string | undefined, port: number): string =>
  siteUrl ?? localOfficeOrigin(port);
