import type { OfficeRole } from "~/lib/office/roles";
import { officePaths } from "./paths";

/** The office's main navigation; `owner` entries are shown to owners only (their routes check it too). */
export const officeNav: readonly { label: string; href: string; owner?: true }[] = [
  { label: "Inbox", href: officePaths.home },
  { label: "Schedule", href: officePaths.schedule },
  { label: "Today", href: officePaths.today },
  { label: "Numbers", href: officePaths.numbers },
  { label: "Webhooks", href: officePaths.webhooks },
  { label: "People", href: officePaths.people, owner: true },
  { label: "Audit log", href: officePaths.audit, owner: true },
];

export const navFor = (role: OfficeRole) => officeNav.filter((n) => !n.owner || role === "owner");
