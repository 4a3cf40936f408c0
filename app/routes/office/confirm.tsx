import { useState } from "react";
import { data, Link, redirect, useActionData, useNavigation, useSearchParams, useSubmit } from "react-router";
import type { Route } from "./+types/confirm";
import { officeCopy } from "~/content/office/copy";
import { buttonClass, Notice, OfficePage, secondaryButtonClass } from "~/components/office/office-page";
import { requestInfoContext } from "~/lib/leads/lead-context";
import { markVerified } from "~/lib/office/office-store.server";
import { getOfficeSession, officeOf, requireOfficeUser } from "~/lib/office/session.server";
import { checkAnswer } from "~/lib/office/webauthn.server";
import { officeReturnPath } from "~/lib/office/return-path";
import { CeremonyError, passkeyAnswer } from "~/lib/office/passkey-client";

const copy = officeCopy.confirm;

export const meta: Route.MetaFunction = () => [{ title: `${copy.title} | ${officeCopy.siteName}` }];

export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  return null;
}

/**
 * A fresh passkey check of the signed-in person: verified for this very session, then back to `next`.
 * Counted against the address once per check (see `checkAnswer`).
 */
export async function action(args: Route.ActionArgs) {
  await requireOfficeUser(args);
  const office = officeOf(args.context);
  const session = getOfficeSession(args);
  const { clientIp } = args.context.get(requestInfoContext);
  const form = await args.request.formData();
  const answer = await checkAnswer(office, "confirm", form.get("response"), clientIp);
  if ("refused" in answer && answer.refused === "too-many")
    return data({ error: officeCopy.signIn.tooMany }, { status: 429 });
  if (
    !session ||
    "refused" in answer ||
    answer.userId !== session.user.id ||
    answer.sessionHash !== session.hash
  )
    return data({ error: copy.failed }, { status: 400 });
  markVerified(office.db, session.hash);
  return redirect(officeReturnPath(String(form.get("next") ?? "")));
}

export default function Confirm() {
  const [params] = useSearchParams();
  const next = officeReturnPath(params.get("next"));
  const actionData = useActionData<typeof action>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [error, setError] = useState<string>();
  const [working, setWorking] = useState(false);

  async function confirm() {
    setWorking(true);
    setError(undefined);
    try {
      void submit({ response: await passkeyAnswer("confirm"), next }, { method: "post" });
    } catch (e) {
      if (!(e instanceof CeremonyError && e.reason === "aborted")) setError(copy.failed);
    } finally {
      setWorking(false);
    }
  }
  const message = error ?? actionData?.error;
  return (
    <OfficePage title={copy.title} intro={copy.intro}>
      <noscript>
        <Notice tone="error">{officeCopy.signIn.noScript}</Notice>
      </noscript>
      {message ? <Notice tone="error">{message}</Notice> : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass}
          disabled={working || navigation.state !== "idle"}
          onClick={() => void confirm()}
        >
          {copy.button}
        </button>
        <Link to={next} className={secondaryButtonClass}>
          {copy.back}
        </Link>
      </div>
    </OfficePage>
  );
}
