import type { ReactNode } from "react";

/**
 * Text a person typed (a name, an e-mail, a phone, a note, an address, a reason), shown in an office
 * page: isolated in <bdi>, so bidi controls or right-to-left letters in it show as typed and cannot
 * reorder the text around it. Plain-text places use `isolateText` (app/lib/site/bidi.ts) instead.
 */
export function Typed({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}
