import { data } from "react-router";
import type { Route } from "./+types/contact";
import { ContactTiles } from "~/components/sections/contact-tiles";
import { ButtonLink } from "~/components/ui/button-link";
import { LEAD_JSON } from "~/components/sections/lead-form";
import { Island } from "~/islands/island";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { NumberedList } from "~/components/ui/numbered-list";
import { copyFor, leadFormWords } from "~/content/copy";
import { useCopy } from "~/lib/rendering/use-copy";
import { formOfFields, requestInfoContext } from "~/lib/leads/lead-context";
import type { SubmitAnswer, SubmitResult } from "~/lib/leads/lead-service.server";
import { pageData } from "~/lib/rendering/page-route";
import { fixedPage, requestLang } from "~/content/registry.server";
import { submissionFromForm } from "~/lib/leads/lead-wire";
import { unsentOutcomes } from "~/lib/media/photo-outcomes";
import { retryAfterInit } from "~/lib/rendering/retry-after";
import { LabelledBand } from "~/components/sections/band";

/** The page is server HTML; the forms are islands that submit in place (decision 018). */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return pageData(fixedPage("contact", lang), {
    sections: copyFor(lang).content.pages.contact.sections,
    forms: {
      quote: leadFormWords(lang, "quote", { photos: true }),
      emergency: leadFormWords(lang, "emergency"),
    },
    page: new URL(request.url).pathname,
  });
}

const STATUS: Record<SubmitResult["status"], number> = {
  ok: 200,
  invalid: 400,
  "rate-limited": 429,
  failed: 503,
};

/**
 * The lead forms' island posts here too, asking for JSON (`Accept: application/json`): it gets the
 * action's result as it is, with the same status and headers, instead of the page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== "POST" || request.headers.get("Accept") !== LEAD_JSON) return next();
    const answer = await submitLead(request, context);
    return Response.json(answer.data, answer.init ?? undefined);
  },
];

/** Both lead forms post here, with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitLead(request, context);
}

async function submitLead(request: Request, context: Route.ActionArgs["context"]) {
  const { leads, clientIp, photoForm } = context.get(requestInfoContext);
  let form: FormData;
  if (photoForm) form = formOfFields(photoForm.fields);
  else
    try {
      form = await request.formData();
    } catch {
      const result: SubmitResult = {
        status: "invalid",
        form: "quote",
        errors: { message: copyFor(requestLang(request)).forms.leadFormCopy.unreadable },
        values: {},
      };
      return data(result, { status: 400 });
    }
  const result = leads.submit({
    fields: submissionFromForm(form),
    fromPage: true,
    ip: clientIp,
    userAgent: request.headers.get("user-agent"),
    photos: photoForm?.accepted,
  });
  const init = { status: STATUS[result.status], headers: retryAfterInit(result) };
  // Photos the page's script could not send (the form came without them): named as not sent.
  const unsent = unsentOutcomes(form, result.status === "ok");
  if (!photoForm) return data<SubmitAnswer>(unsent.length ? { ...result, photos: unsent } : result, init);
  // The text is stored first; then each photo is kept for it (a resubmission's for the lead it repeats).
  const photos = result.status === "ok" ? await photoForm.keep(`lead:${result.id}`) : await photoForm.drop();
  return data<SubmitAnswer>({ ...result, photos: [...photos, ...unsent] }, init);
}

export { headers } from "~/lib/rendering/retry-after";

export { meta } from "~/lib/rendering/page-route";

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { forms, page } = loaderData;
  return (
    <>
      <ContactTop />
      {actionData?.form === "emergency" ? (
        <section aria-label={forms.emergency.heading.title} className="bg-navy-900 py-12">
          <Container width="form">
            <Island
              name="lead-form"
              props={{ serverResult: actionData, tone: "dark", words: forms.emergency, page }}
            />
          </Container>
        </section>
      ) : null}
      <LabelledBand
        label={loaderData.sections.quote}
        grid="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      >
        <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10">
          <Island
            name="quote-form"
            props={{
              serverResult: actionData?.form === "quote" ? actionData : undefined,
              words: forms.quote,
              page,
            }}
          />
        </div>
        <NextSteps />
      </LabelledBand>
    </>
  );
}

/** Hero and the ways to reach us. */
function ContactTop() {
  const { content, paths, booking } = useCopy();
  const page = content.pages.contact;
  return (
    <>
      <PageHero {...page} size="compact">
        <ButtonLink to={paths.book}>{booking.cta.book}</ButtonLink>
      </PageHero>
      <LabelledBand label={page.sections.reach} shade="sand">
        <ContactTiles />
      </LabelledBand>
    </>
  );
}

/** What happens after a request, beside the form. */
function NextSteps() {
  const { ui, forms } = useCopy();
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl">{ui.contactPage.nextSteps}</h2>
        <NumberedList items={forms.leadFormCopy.nextSteps} />
      </div>
    </div>
  );
}
