import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { LeadFormWords } from "~/content/copy";
import { fieldLimits, NOT_SURE } from "~/content/lead-forms";
import { FormField } from "~/components/ui/form-field";
import { WIRE, type LeadField } from "~/lib/leads/lead-wire";
import { CONTACT_INPUTS, type ContactField } from "~/lib/forms/form-wire";
import { Honeypot } from "~/components/ui/honeypot";
import type { SubmitAnswer } from "~/lib/leads/lead-service.server";
import { PhotoOutcomes, PHOTOS_FIELD } from "~/components/sections/request-photos";

export interface LeadFormProps {
  /** A result rendered by the server after a submission without JavaScript. */
  serverResult?: SubmitAnswer | null;
  tone?: "light" | "dark";
  /**
   * The form's kind and words in the page's language, where it posts and its privacy link: from the
   * route's loader (`leadFormWords`), so no copy module reaches the browser.
   */
  words: LeadFormWords;
  /** The page the form is on (sent with the lead). */
  page: string;
}

/**
 * The quote form's photos, given by its own island (quote-form.tsx) so the urgent call-back's island,
 * on every page's emergency strip, loads no picker.
 */
export interface FormPhotos {
  /** The photo field, disabled while the form is sent. */
  field: (sending: boolean) => ReactNode;
  /** Photos are picked and waiting to be sent with the form. */
  picked: boolean;
  /** Sends the form with its photos; the answer, or null when the browser posts the form itself. */
  send: (form: HTMLFormElement) => Promise<SubmitAnswer | null>;
}

/** The prefix of a form's element ids. */
export const formIdPrefix = (kind: LeadFormWords["kind"]) => `${kind}-form`;

/** What the island asks the contact action for: its result as JSON rather than a page (contact.tsx). */
export const LEAD_JSON = "application/json";

/**
 * The quote and urgent call-back forms. A plain HTML form posting to the contact action, so it works
 * before (or without) JavaScript; as an island (decision 018) it submits in place, posting every field
 * the server rendered (hidden ones included), and shows errors or the confirmation without leaving
 * the page.
 */
export function LeadForm({
  serverResult,
  tone = "light",
  words,
  page,
  photos,
}: LeadFormProps & { photos?: FormPhotos }) {
  const { kind, form: leadFormCopy, heading: copy, tool, privacyNote, serviceOptions, links, phone } = words;
  const [answer, setAnswer] = useState<SubmitAnswer | null>(null);
  const [pending, setPending] = useState(false);
  const shownAt = useRef(0);
  const elapsedRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  const result = answer ?? (serverResult?.form === kind ? serverResult : undefined);
  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result && result.status !== "ok" ? result.values : {};
  const idPrefix = formIdPrefix(kind);

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  useEffect(() => {
    if (result?.status === "ok") confirmationRef.current?.focus();
    else if (result?.status === "invalid")
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [result]);

  /**
   * The quote form's fields beyond the contact ones, one per typed field of the lead record: the type check
   * names a field added there until it has its input here (the urgent call-back asks only for contact).
   */
  const quoteInputs = {
    service: (
      <FormField
        as="select"
        id={`${idPrefix}-service`}
        label={leadFormCopy.fields.service}
        name="service"
        toolparamdescription={tool.params.service}
        defaultValue={values.service || NOT_SURE}
        error={errors.service}
      >
        {serviceOptions.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </FormField>
    ),
    best_time: (
      <FormField
        id={`${idPrefix}-best_time`}
        label={leadFormCopy.fields.best_time}
        name="best_time"
        toolparamdescription={tool.params.best_time}
        maxLength={fieldLimits.best_time}
        hint={leadFormCopy.bestTimeHint}
        defaultValue={values.best_time}
        error={errors.best_time}
      />
    ),
    message: (
      <FormField
        as="textarea"
        id={`${idPrefix}-message`}
        label={leadFormCopy.fields.message}
        name="message"
        toolparamdescription={tool.params.message}
        rows={5}
        maxLength={fieldLimits.message}
        hint={leadFormCopy.messageHint}
        defaultValue={values.message}
        error={errors.message}
      />
    ),
  } satisfies Record<Exclude<LeadField, ContactField>, ReactNode>;

  if (result?.status === "ok") {
    return (
      <div
        ref={confirmationRef}
        tabIndex={-1}
        role="status"
        className="rounded-2xl bg-teal-50 p-8 text-navy-900 ring-1 ring-teal-100 focus:outline-none"
      >
        <Icon name="circle-check" className="size-10 text-teal-700" />
        <h3 className="mt-4 text-2xl">{words.success.title}</h3>
        {words.kind === "emergency" ? (
          <>
            <p className="mt-3 leading-relaxed text-slate-700">
              {result.openNow ? words.success.open : words.success.closed}
            </p>
            <p className="mt-3 text-slate-700">
              {words.success.hours} {words.success.schedule}.
            </p>
            <p className="mt-3 text-lg font-bold">
              {words.success.afterHours}{" "}
              <a className="inline-flex items-center gap-2 text-teal-700 underline" href={phone.href}>
                <Icon name="phone" className="size-4" /> {phone.display}
              </a>
            </p>
          </>
        ) : (
          <>
            <p className="mt-3 leading-relaxed text-slate-700">
              {result.reachBy === "email" ? words.success.byEmail : words.success.byPhone}
            </p>
            <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
              <a className="inline-flex items-center gap-2 text-teal-700 underline" href={phone.href}>
                <Icon name="phone" className="size-4" /> {words.success.call} {phone.display}
              </a>
              <a className="text-teal-700 underline" href={words.success.sms.href}>
                {words.success.text} {words.success.sms.display}
              </a>
            </p>
            {words.photos ? <PhotoOutcomes outcomes={result.photos} words={words.photos} /> : null}
          </>
        )}
      </div>
    );
  }

  const formMessage =
    result?.status === "rate-limited" || result?.status === "failed" ? result.message : undefined;
  const errorCount = Object.keys(errors).length;
  const label = tone === "dark" ? "[&_label]:text-white [&_p.text-slate-600]:text-slate-300" : "";

  return (
    <form
      ref={formRef}
      method="post"
      action={links.action}
      // The contact page's quote form takes photos: multipart; the others stay URL-encoded.
      encType={words.kind === "quote" && words.photos ? "multipart/form-data" : undefined}
      noValidate
      toolname={tool.name}
      tooldescription={tool.description}
      toolautosubmit=""
      aria-labelledby={`${idPrefix}-title`}
      data-tone={tone}
      className={`space-y-5 ${label}`}
      onSubmit={(e) => {
        if (elapsedRef.current)
          elapsedRef.current.value = String(Math.round(performance.now() - shownAt.current));
        // Photos chosen before the script ran: the browser posts the form itself (multipart).
        if (hasPhotos(e.currentTarget)) return;
        void submitInPlace(e, setAnswer, setPending, photos);
      }}
    >
      <h3 id={`${idPrefix}-title`} className={`text-2xl ${tone === "dark" ? "text-white" : ""}`}>
        {copy.title}
      </h3>
      <p className={tone === "dark" ? "text-slate-200" : "text-slate-600"}>{copy.intro}</p>
      {errorCount > 0 ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-semibold text-red-800">
          {errorCount === 1
            ? leadFormCopy.errorsOne
            : leadFormCopy.errorsMany.replace("{count}", String(errorCount))}
        </p>
      ) : null}
      {formMessage ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm font-semibold text-navy-900">
          {formMessage}
        </p>
      ) : null}
      {words.kind === "quote" && words.photos ? (
        <PhotoOutcomes
          // A form that came back to correct: the picker still holds its photos and sends them again,
          // so they are not listed as "choose it again".
          outcomes={
            photos?.picked ? result?.photos?.filter((o) => o.kept || o.reason !== "not-sent") : result?.photos
          }
          words={words.photos}
        />
      ) : null}

      <input type="hidden" name={WIRE.form} value={kind} />
      {/* The page the visitor started on, kept when a submission without JavaScript comes back with errors. */}
      <input type="hidden" name={WIRE.page} value={values.page ?? page} />
      <input ref={elapsedRef} type="hidden" name={WIRE.elapsed} defaultValue="" />
      <input type="hidden" name={WIRE.language} value={words.lang} />
      <Honeypot
        id={`${idPrefix}-website`}
        label={leadFormCopy.honeypot}
        toolparamdescription={tool.params.website}
      />

      <div className={kind === "emergency" ? "grid gap-5 md:grid-cols-3" : "grid gap-5 sm:grid-cols-2"}>
        {/* A name, and a way to reach the visitor: a quote needs e-mail or phone, an emergency both. */}
        {(["name", "email", "phone"] as const).map((field) => (
          <FormField
            key={field}
            id={`${idPrefix}-${field}`}
            {...CONTACT_INPUTS[field]}
            label={leadFormCopy.fields[field]}
            toolparamdescription={tool.params[field]}
            required={field === "name" || kind === "emergency"}
            hint={field !== "name" && kind === "quote" ? leadFormCopy.contactHint : undefined}
            defaultValue={values[field]}
            error={errors[field]}
          />
        ))}
        {kind === "quote" ? quoteInputs.service : null}
      </div>
      {words.kind === "quote" ? (
        <>
          {quoteInputs.best_time}
          {quoteInputs.message}
          {/* After the text fields: their bytes arrive first, so a request cut off mid-photo keeps them. */}
          {photos?.field(pending)}
        </>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-12 items-center justify-center rounded-md bg-amber-400 px-8 text-sm font-bold tracking-wide text-navy-950 uppercase shadow-sm hover:bg-amber-500 disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? copy.pending : copy.submit}
      </button>
      <p className={`text-sm ${tone === "dark" ? "text-slate-200" : "text-slate-600"}`}>
        {privacyNote.before}{" "}
        <a
          href={links.privacy}
          className={`font-semibold underline ${tone === "dark" ? "text-amber-300" : "text-teal-700"}`}
        >
          {privacyNote.link}
        </a>
        {privacyNote.after}
      </p>
    </form>
  );
}

/** Whether the form's photo input holds a file. */
const hasPhotos = (form: HTMLFormElement) =>
  new FormData(form).getAll(PHOTOS_FIELD).some((v) => typeof v !== "string" && v.size > 0);

/**
 * Posts the form as the browser would (every field it holds, URL-encoded, to its action; with picked
 * photos, through `photos.send`) but asks for the result as JSON, and shows it in place. A network
 * failure leaves the browser to post the form itself and show the server's page.
 */
async function submitInPlace(
  e: FormEvent<HTMLFormElement>,
  setAnswer: (r: SubmitAnswer) => void,
  setPending: (p: boolean) => void,
  photos: FormPhotos | undefined,
) {
  e.preventDefault();
  const form = e.currentTarget;
  setPending(true);
  try {
    if (photos?.picked) {
      const answer = await photos.send(form);
      if (answer) setAnswer(answer);
      return;
    }
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
    const res = await fetch(form.action, { method: "POST", body, headers: { Accept: LEAD_JSON } });
    setAnswer((await res.json()) as SubmitAnswer);
  } catch {
    // Without an answer, the browser posts the form itself and shows the server's page.
    form.submit();
  } finally {
    setPending(false);
  }
}
