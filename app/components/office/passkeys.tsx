import { dangerButtonClass } from "~/components/office/office-page";
import { officeCopy } from "~/content/office/copy";
import { officeDateTime } from "~/lib/office/format";
import type { PasskeyRow } from "~/lib/office/office-store.server";
import { IntentForm } from "~/components/office/work-ui";
import { Typed } from "~/components/office/typed";

/** A person's passkeys as the account and people pages list them (one's own and an owner's view). */

const copy = officeCopy.account;

/** What a page needs of a stored passkey: its id, when it was added and last used. */
export const passkeyView = (k: Pick<PasskeyRow, "id" | "created_at" | "last_used_at">) => ({
  id: k.id,
  created: officeDateTime(k.created_at),
  lastUsed: k.last_used_at ? officeDateTime(k.last_used_at) : undefined,
});

/** "Passkey added …, last used …" (or "not used yet"). */
export const passkeyText = (k: { created: string; lastUsed?: string }) =>
  `${copy.passkeyLabel(k.created)}, ${k.lastUsed ? copy.lastUsed(k.lastUsed) : copy.neverUsed}`;

/** Revokes one passkey; `whose` tells a screen reader which one the button means. */
export function RevokePasskey({ id, button, whose }: { id: string; button: string; whose: string }) {
  return (
    <IntentForm intent="revoke-passkey">
      <input type="hidden" name="passkey" value={id} />
      <button type="submit" className={dangerButtonClass}>
        {button}
        <span className="sr-only">
          {" "}
          (<Typed>{whose}</Typed>)
        </span>
      </button>
    </IntentForm>
  );
}
