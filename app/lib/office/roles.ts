/** The office's roles (issue 28): owners do everything, including people; office staff the daily work. */
export type OfficeRole = "owner" | "office";
export const OFFICE_ROLES: readonly OfficeRole[] = ["owner", "office"];
