import { data } from "react-router";
import type { Route } from "./+types/contact";
import { ContactTiles } from "~/components/sections/contact-tiles";
import { ButtonLink } from "~/components/ui/button-link";
import { LeadForm } from "~/components/sections/lead-form";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { NumberedList } from "~/components/ui/numbered-list";
import { ServerHtml } from "~/components/ui/server-html";
import { ServerRoute } from "~/components/layout/server-page";
import { copyFor, leadFormWords } from "~/content/copy";
import { useCopy } from "~/lib/rendering/use-copy";
import { requestInfoContext } from "~/lib/leads/lead-context";
import type { SubmitResult } from "~/lib/leads/lead-service.server";
import { hydrateHandle } from "~/lib/rendering/hydration";
import { pageData } from "~/lib/rendering/page-route";
import { fixedPage, requestLang } from "~/content/registry.server";
import { submissionFromForm } from "~/lib/leads/lead-wire";
import { revalidateOnNewAddress, withServerHtml } from "~/lib/rendering/server-html";

/** Ships the client: the quote form validates inline and submits in place. */
export const handle = hydrateHandle;

/** Server markup around the forms (decision 009): the browser gets the head and the forms' data. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return pageData(fixedPage("contact", lang), {
    sections: copyFor(lang).content.pages.contact.sections,
    form: leadFormWords(lang),
  });
}

/** A client-side arrival takes the server markup from the prerendered page. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withServerHtml(args);

export const shouldRevalidate = revalidateOnNewAddress;

const STATUS: Record<SubmitResult["status"], number> = {
  ok: 200,
  invalid: 400,
  "rate-limited": 429,
  failed: 503,
};

/** Both lead forms post here, with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const { leads, clientIp } = context.get(requestInfoContext);
  let form: FormData;
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
  });
  // A rate-limited client is told when it may send again (the API says the same: quote-api.server.ts).
  const headers: HeadersInit =
    result.status === "rate-limited" && result.retryAfter ? { "Retry-After": String(result.retryAfter) } : {};
  return data(result, { status: STATUS[result.status], headers });
}

/** A rate-limited post's Retry-After reaches the answer, with or without JavaScript. */
export function headers({ parentHeaders, actionHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  return merged;
}

export { meta } from "~/lib/rendering/page-route";

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const ssr = import.meta.env.SSR;
  return (
    <ServerRoute data={loaderData}>
      <ServerHtml id="contact-top">{ssr && <ContactTop />}</ServerHtml>
      {actionData?.form === "emergency" ? (
        <section aria-label={loaderData.form.form.emergency.title} className="bg-navy-900 py-12">
          <Container width="form">
            <LeadForm kind="emergency" serverResult={actionData} tone="dark" words={loaderData.form} />
          </Container>
        </section>
      ) : null}
      <section aria-label={loaderData.sections.quote} className="py-16 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10">
            <LeadForm kind="quote" serverResult={actionData} words={loaderData.form} />
          </div>
          <ServerHtml id="contact-next-steps">{ssr && <NextSteps />}</ServerHtml>
        </Container>
      </section>
    </ServerRoute>
  );
}

/** Hero and the ways to reach us: server markup. */
function ContactTop() {
  const { content, paths, booking } = useCopy();
  const page = content.pages.contact;
  return (
    <>
      <PageHero {...page} size="compact">
        <ButtonLink to={paths.book}>{booking.cta.book}</ButtonLink>
      </PageHero>
      <section aria-label={page.sections.reach} className="bg-sand-50 py-16 sm:py-20">
        <Container>
          <ContactTiles />
        </Container>
      </section>
    </>
  );
}

/** What happens after a request: server markup beside the form. */
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
