import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/webhooks";
import { Notice, OfficePage, secondaryButtonClass } from "~/components/office/office-page";
import { RecordList, tapLinkClass } from "~/components/office/work-ui";
import { officeCopy } from "~/content/office/copy";
import { webhooksCopy as copy } from "~/content/office/work";
import { describeEndpoint } from "~/lib/webhooks/webhook-config.server";
import { officeDateTime } from "~/lib/office/format";
import { requireOfficeUser } from "~/lib/office/session.server";
import { auditBy, officeWork } from "~/lib/office/work.server";
import { requestPath } from "~/lib/office/work-paths";
import { redactTokens } from "~/lib/site/token-paths";

export const meta: Route.MetaFunction = () => [{ title: `${copy.title} | ${officeCopy.siteName}` }];

const EVENT_ID = /^msg_[A-Za-z0-9]{8,64}$/;

export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const { config, store, photosOf } = officeWork(args.context).webhooks;
  const now = new Date();
  // Endpoints by host only: a webhook URL is a secret.
  const names = new Map(config.enabled ? config.endpoints.map((e) => [e.id, describeEndpoint(e.url)]) : []);
  return {
    off: config.enabled ? null : copy.off(config.problem),
    deliveries: store.recent(100).map((d) => ({
      id: d.id,
      eventId: d.event_id,
      type: d.type,
      createdAt: d.created_at,
      leadId: d.lead_id,
      bookingId: d.booking_id,
      endpoint: names.get(d.endpoint_id) ?? d.endpoint_id.slice(0, 8),
      status: d.status,
      attempts: d.attempts,
      lastStatus: d.last_status,
      lastError: d.last_error,
      // A photo event's links as its next attempt signs them, masked: each is as good as a password.
      photos: photosOf(d, now)?.photos.map((p) => redactTokens(p.url)) ?? null,
    })),
  };
}

/** "Send again": what `npm run leads -- --redeliver EVENT_ID` does, audited. */
export async function action(args: Route.ActionArgs) {
  const user = await requireOfficeUser(args);
  const { db, webhooks } = officeWork(args.context);
  const form = await args.request.formData();
  const eventId = String(form.get("event") ?? "");
  if (!EVENT_ID.test(eventId)) return data({ ok: false, message: copy.nothingToSend }, { status: 400 });
  const due = db.transaction(() => {
    const n = webhooks.store.redeliver(eventId);
    if (n > 0)
      auditBy(db, user)({ action: "webhook.redeliver", subjectType: "webhook-event", subjectId: eventId });
    return n;
  });
  if (due === 0) return data({ ok: false, message: copy.nothingToSend }, { status: 404 });
  webhooks.kick();
  return { ok: true, message: copy.sentAgain(due) };
}

export default function Webhooks() {
  const { off, deliveries } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const c = copy.columns;
  return (
    <OfficePage title={copy.heading} intro={copy.lead}>
      {answer ? <Notice tone={answer.ok ? "ok" : "error"}>{answer.message}</Notice> : null}
      {off ? <Notice tone="error">{off}</Notice> : null}
      <RecordList items={deliveries} none={copy.none} testId="deliveries">
        {(d) => (
          <li key={d.id} className="grid gap-1 p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
            <div className="min-w-0 space-y-0.5">
              <p>
                <span className="font-semibold">{d.type}</span> ·{" "}
                <time dateTime={d.createdAt}>{officeDateTime(d.createdAt)}</time>
                {d.leadId ? (
                  <>
                    {" · "}
                    <Link to={requestPath("lead", d.leadId)} className={tapLinkClass}>
                      #{d.leadId}
                    </Link>
                  </>
                ) : d.bookingId ? (
                  <>
                    {" · "}
                    <Link to={requestPath("booking", d.bookingId)} className={tapLinkClass}>
                      #{d.bookingId}
                    </Link>
                  </>
                ) : null}
              </p>
              <p className="text-slate-700">
                {c.endpoint}: {d.endpoint} · {c.status}: <strong>{copy.statuses[d.status]}</strong>
                {d.lastStatus ? ` (${d.lastStatus})` : ""} · {c.attempts}: {d.attempts}
              </p>
              {d.lastError ? (
                <p className="break-words text-red-900">
                  {c.error}: {d.lastError}
                </p>
              ) : null}
              {d.photos && d.photos.length > 0 ? (
                <div className="text-slate-700">
                  <p>{copy.photoLinks(d.photos.length)}</p>
                  <ul className="font-mono text-xs break-all text-slate-600" data-testid="photo-links">
                    {d.photos.map((url, i) => (
                      <li key={i}>{url}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <p className="font-mono text-xs break-all text-slate-600">{d.eventId}</p>
            </div>
            {d.status !== "dropped" ? (
              <Form method="post">
                <input type="hidden" name="event" value={d.eventId} />
                <button
                  type="submit"
                  className={secondaryButtonClass}
                  aria-label={`${copy.sendAgain}: ${d.type} ${d.eventId}`}
                >
                  {copy.sendAgain}
                </button>
              </Form>
            ) : null}
          </li>
        )}
      </RecordList>
    </OfficePage>
  );
}
