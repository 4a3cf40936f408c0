import { officePaths } from "~/content/office/paths";

/**
 * Where the passkey check returns to: an office path of printable ASCII only (no open redirect, and
 * nothing a Location header cannot carry, such as a control or a non-Latin-1 character); otherwise the
 * office's home.
 */
export const officeReturnPath = (next: string | null | undefined) =>
  next && /^\/office(?:[/?][\x21-\x7e]*)?$/.test(next) ? next : officePaths.home;
