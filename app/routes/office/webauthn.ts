import type { Route } from "./+types/webauthn";
import { authenticationOptions, registrationOptions } from "~/lib/office/webauthn.server";
import { findInvitation } from "~/lib/office/office-store.server";
import { getOfficeSession, officeOf } from "~/lib/office/session.server";
import { requestInfoContext } from "~/lib/leads/lead-context";

/** JSON; Cache-Control (private, no-store) comes from the server, as for every office path. */
const json = (body: unknown, status = 200) => Response.json(body, { status });

/** GET is not how options are asked for. */
export function loader() {
  return json({ error: "POST a ceremony." }, 405);
}

/**
 * The options of a passkey ceremony, as JSON: `sign-in` or `confirm` (the signed-in person's fresh
 * check), each counted once against the address's sign-in allowance (their answers redeem the challenge
 * without counting again), or `register` (with an invitation's token and the person's name; spends
 * nothing; counted against the invitation answers' allowance). Each stores its challenge until it is
 * answered once.
 */
export async function action(args: Route.ActionArgs) {
  const office = officeOf(args.context);
  const { clientIp } = args.context.get(requestInfoContext);
  const form = await args.request.formData();
  const ceremony = form.get("ceremony");
  if (ceremony === "sign-in") {
    if (!office.limits.signIn.hit(clientIp)) return json({ error: "Too many attempts." }, 429);
    return json(await authenticationOptions(office, "sign-in"));
  }
  if (ceremony === "confirm") {
    const session = getOfficeSession(args);
    if (!session) return json({ error: "Sign in first." }, 401);
    if (!office.limits.signIn.hit(clientIp)) return json({ error: "Too many attempts." }, 429);
    return json(
      await authenticationOptions(office, "confirm", { userId: session.user.id, sessionHash: session.hash }),
    );
  }
  if (ceremony === "register") {
    if (!office.limits.invitationAnswer.hit(clientIp)) return json({ error: "Too many attempts." }, 429);
    const found = findInvitation(office.db, String(form.get("token") ?? ""));
    const name = String(form.get("name") ?? "")
      .trim()
      .slice(0, 80);
    if (!found.ok) return json({ error: "This invitation cannot be used." }, 410);
    return json(await registrationOptions(office, found.invitation, name || found.invitation.email));
  }
  return json({ error: "Unknown ceremony." }, 400);
}
