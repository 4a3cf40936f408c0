import { data, redirect } from "react-router";
import type { Route } from "./+types/more-photos";
import { PhotoField, PhotoOutcomes } from "~/components/sections/request-photos";
import { Container } from "~/components/ui/container";
import { copyFor } from "~/content/copy";
import type { Lang } from "~/content/i18n";
import { langInfo } from "~/content/i18n";
import { fill } from "~/content/widget-copy";
import { tokenPageData } from "~/lib/rendering/page-route";
import { requestInfoContext } from "~/lib/leads/lead-context";
import { MAX_REQUEST_PHOTOS } from "~/lib/media/limits";
import { outcomesFromQuery, PHOTOS_PARAM, photosQuery } from "~/lib/media/photo-outcomes";
import { leadHolder } from "~/lib/photo-requests/photo-requests.server";
import { morePhotosPath, PHOTO_LINK_OPEN_DAYS } from "~/lib/photo-requests/photo-request-paths";

/**
 * A customer's "send more photos" link (/more-photos/<token>): a form taking photos of the problem,
 * added to the request they made through the quote form's pipeline and limits, in the customer's
 * language at one address (no language switch), never cached, never indexed, sending no Referer. It
 * works without script (one multipart POST, read by server/photo-forms.server.ts before React Router);
 * the answer is a redirect to the page saying what became of each photo (Post/Redirect/Get).
 */
const wordsFor = (lang: Lang) => copyFor(lang).morePhotosPage;

const notFound = () => data(null, { status: 404 });

const page = (lang: Lang) => tokenPageData(lang, wordsFor(lang));

/** The query the answer to photos sent carries (Post/Redirect/Get). */
const SENT = "sent";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const opened = context.get(requestInfoContext).morePhotos?.open(params.token);
  if (!opened || opened.state === "unknown") throw notFound();
  const lang = opened.lang;
  const url = new URL(request.url);
  if (opened.state === "expired") return data({ ...page(lang), state: "expired" as const }, { status: 410 });
  if (url.searchParams.has(SENT))
    return {
      ...page(lang),
      state: "sent" as const,
      more: opened.state === "open",
      outcomes: outcomesFromQuery(url.searchParams.get(PHOTOS_PARAM), (i) =>
        copyFor(lang).photos.numbered(i + 1),
      ),
    };
  if (opened.state === "full") return { ...page(lang), state: "full" as const };
  const date = new Date(opened.requestedAt).toLocaleDateString(langInfo[lang].tag, {
    dateStyle: "long",
    timeZone: "America/Los_Angeles",
  });
  return { ...page(lang), state: "open" as const, room: opened.room, date };
}

export async function action({ params, context }: Route.ActionArgs) {
  const { morePhotos, photoForm } = context.get(requestInfoContext);
  const opened = morePhotos?.open(params.token);
  if (!opened || opened.state === "unknown") throw notFound();
  // Not open (expired, or the request has all its photos): the page says so; the photos are not read.
  if (opened.state !== "open") return redirect(morePhotosPath(params.token), 303);
  // Sent without photos, or as something other than the page's multipart form.
  if (!photoForm) return data({ error: "none" as const }, { status: 400 });
  const outcomes = await photoForm.keep(leadHolder(opened.leadId));
  if (outcomes.length === 0) return data({ error: "none" as const }, { status: 400 });
  return redirect(`${morePhotosPath(params.token)}?${SENT}=1${photosQuery(outcomes)}`, 303);
}

export { meta } from "~/lib/rendering/page-route";

export default function MorePhotosPage({ loaderData: v, actionData, params }: Route.ComponentProps) {
  const w = wordsFor(v.lang);
  const photos = copyFor(v.lang).photos;
  if (v.state === "expired")
    return <Message title={w.expired.title}>{fill(w.expired.body, { days: PHOTO_LINK_OPEN_DAYS })}</Message>;
  if (v.state === "full")
    return <Message title={w.full.title}>{fill(w.full.body, { count: MAX_REQUEST_PHOTOS })}</Message>;
  if (v.state === "sent") {
    const kept = v.outcomes.filter((o) => o.kept).length;
    const thanks =
      v.outcomes.length > 0 && kept === 0
        ? w.thanksNone
        : { title: w.thanks.title, body: kept < v.outcomes.length ? w.thanks.bodySome : w.thanks.body };
    return (
      <Container width="text" className="py-12 sm:py-16">
        <h1 className="text-4xl sm:text-5xl">{thanks.title}</h1>
        <p role="status" className="mt-6 text-lg text-slate-700">
          {thanks.body}
        </p>
        <PhotoOutcomes outcomes={v.outcomes} words={photos} form="morePhotos" />
        {v.more ? (
          <p className="mt-6">
            <a
              className="inline-flex min-h-11 items-center font-semibold text-teal-700 underline"
              href={morePhotosPath(params.token)}
            >
              {w.thanks.more}
            </a>
          </p>
        ) : null}
      </Container>
    );
  }
  const error = actionData?.error ? w.errors[actionData.error] : undefined;
  return (
    <Container width="text" className="py-12 sm:py-16">
      <h1 className="text-4xl sm:text-5xl">{w.title}</h1>
      <p className="mt-6 text-lg text-slate-700">{fill(w.intro, { date: v.date })}</p>
      <p className="mt-3 text-lg text-slate-700">{fill(w.room, { count: v.room })}</p>
      <form method="post" encType="multipart/form-data" noValidate className="mt-8 space-y-6">
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <PhotoField id="more-photos" words={{ ...photos, label: w.label }} />
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center rounded-md bg-amber-400 px-8 text-sm font-bold tracking-wide text-navy-950 uppercase shadow-sm hover:bg-amber-500"
        >
          {w.submit}
        </button>
      </form>
    </Container>
  );
}

function Message({ title, children }: { title: string; children: string }) {
  return (
    <Container width="text" className="py-12 sm:py-16">
      <h1 className="text-4xl sm:text-5xl">{title}</h1>
      <p className="mt-6 text-lg text-slate-700">{children}</p>
    </Container>
  );
}
