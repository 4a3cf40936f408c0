import { accessOf, mayUse, type OfficeRole } from "~/lib/office/roles";
import { officePaths } from "./paths";

/** The office's main navigation, in order. */
export const officeNav: readonly { label: string; href: string }[] = [
  { label: "Inbox", href: officePaths.home },
  { label: "Schedule", href: officePaths.schedule },
  { label: "Today", href: officePaths.today },
  { label: "Numbers", href: officePaths.numbers },
  { label: "Website", href: officePaths.content },
  { label: "Reviews", href: officePaths.reviews },
  { label: "Webhooks", href: officePaths.webhooks },
  { label: "People", href: officePaths.people },
  { label: "Audit log", href: officePaths.audit },
];

/** The links a role sees: the routes its `officeAccess` entry admits it to (owners see People and Audit log). */
export const navFor = (role: OfficeRole) => officeNav.filter((n) => mayUse(accessOf(n.href), role));
