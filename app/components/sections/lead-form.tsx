import { CircleCheck, Phone } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useEffect, useRef } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import type { LeadFormWords } from "~/content/copy";
import { fieldLimits, NOT_SURE, type LeadFormKind } from "~/content/lead-forms";
import { FormField } from "~/components/ui/form-field";
import { WIRE } from "~/lib/leads/lead-wire";
import { CONTACT_INPUTS } from "~/lib/forms/form-wire";
import { Honeypot } from "~/components/ui/honeypot";
import type { SubmitResult } from "~/lib/leads/lead-service.server";

interface LeadFormProps {
  kind: LeadFormKind;
  /** A result rendered by the server after a submission without JavaScript. */
  serverResult?: SubmitResult | null;
  tone?: "light" | "dark";
  /**
   * The form's words in the page's language, where it posts and its privacy link: from the route's
   * loader (`leadFormWords`), so no copy module reaches the browser.
   */
  words: LeadFormWords;
}

/**
 * The quote and urgent call-back forms. A plain HTML form posting to the contact action, so it works
 * before (or without) JavaScript; once hydrated it submits in place and shows errors or the confirmation
 * without leaving the page.
 */
export function LeadForm({ kind, serverResult, tone = "light", words }: LeadFormProps) {
  const { form: leadFormCopy, privacyNote, tools: leadFormTools, serviceOptions, links, phone, sms } = words;
  const fetcher = useFetcher<SubmitResult>({ key: `lead-${kind}` });
  const { pathname } = useLocation();
  const shownAt = useRef(0);
  const elapsedRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  const result = fetcher.data ?? (serverResult?.form === kind ? serverResult : undefined);
  const pending = fetcher.state !== "idle";
  const copy = leadFormCopy[kind];
  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result && result.status !== "ok" ? result.values : {};
  const idPrefix = `${kind}-form`;

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  useEffect(() => {
    if (result?.status === "ok") confirmationRef.current?.focus();
    else if (result?.status === "invalid")
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [result]);

  if (result?.status === "ok") {
    const urgent = result.form === "emergency" ? leadFormCopy.emergencySuccess : null;
    return (
      <div
        ref={confirmationRef}
        tabIndex={-1}
        role="status"
        className="rounded-2xl bg-teal-50 p-8 text-navy-900 ring-1 ring-teal-100 focus:outline-none"
      >
        <Icon icon={CircleCheck} className="size-10 text-teal-700" />
        <h3 className="mt-4 text-2xl">{urgent ? urgent.title : leadFormCopy.success.title}</h3>
        {urgent ? (
          <>
            <p className="mt-3 leading-relaxed text-slate-700">
              {result.openNow ? urgent.open : urgent.closed}
            </p>
            <p className="mt-3 text-slate-700">
              {urgent.hours} {words.hours}.
            </p>
            <p className="mt-3 text-lg font-bold">
              {urgent.afterHours}{" "}
              <a className="inline-flex items-center gap-2 text-teal-700 underline" href={phone.href}>
                <Icon icon={Phone} className="size-4" /> {phone.display}
              </a>
            </p>
          </>
        ) : (
          <>
            <p className="mt-3 leading-relaxed text-slate-700">{leadFormCopy.success.body}</p>
            <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
              <a className="inline-flex items-center gap-2 text-teal-700 underline" href={phone.href}>
                <Icon icon={Phone} className="size-4" /> {leadFormCopy.call} {phone.display}
              </a>
              <a className="text-teal-700 underline" href={sms.href}>
                {leadFormCopy.text} {sms.display}
              </a>
            </p>
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
    <fetcher.Form
      ref={formRef}
      method="post"
      action={links.action}
      noValidate
      toolname={leadFormTools[kind].name}
      tooldescription={leadFormTools[kind].description}
      toolautosubmit=""
      aria-labelledby={`${idPrefix}-title`}
      className={`space-y-5 ${label}`}
      onSubmit={() => {
        if (elapsedRef.current)
          elapsedRef.current.value = String(Math.round(performance.now() - shownAt.current));
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

      <input type="hidden" name={WIRE.form} value={kind} />
      {/* The page the visitor started on, kept when a submission without JavaScript comes back with errors. */}
      <input type="hidden" name={WIRE.page} value={values.page ?? pathname} />
      <input ref={elapsedRef} type="hidden" name={WIRE.elapsed} defaultValue="" />
      <input type="hidden" name={WIRE.language} value={words.lang} />
      <Honeypot
        id={`${idPrefix}-website`}
        label={leadFormCopy.honeypot}
        toolparamdescription={leadFormTools.params.website}
      />

      <div className={kind === "emergency" ? "grid gap-5 md:grid-cols-3" : "grid gap-5 sm:grid-cols-2"}>
        <FormField
          id={`${idPrefix}-name`}
          {...CONTACT_INPUTS.name}
          label={leadFormCopy.fields.name}
          toolparamdescription={leadFormTools.params.name}
          required
          defaultValue={values.name}
          error={errors.name}
        />
        <FormField
          id={`${idPrefix}-email`}
          {...CONTACT_INPUTS.email}
          label={leadFormCopy.fields.email}
          toolparamdescription={leadFormTools.params.email}
          required={kind === "emergency"}
          hint={kind === "quote" ? leadFormCopy.contactHint : undefined}
          defaultValue={values.email}
          error={errors.email}
        />
        <FormField
          id={`${idPrefix}-phone`}
          {...CONTACT_INPUTS.phone}
          label={leadFormCopy.fields.phone}
          toolparamdescription={leadFormTools.params.phone}
          required={kind === "emergency"}
          hint={kind === "quote" ? leadFormCopy.contactHint : undefined}
          defaultValue={values.phone}
          error={errors.phone}
        />
        {kind === "quote" ? (
          <FormField
            as="select"
            id={`${idPrefix}-service`}
            label={leadFormCopy.fields.service}
            name="service"
            toolparamdescription={leadFormTools.params.service}
            defaultValue={values.service || NOT_SURE}
            error={errors.service}
          >
            {serviceOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </FormField>
        ) : null}
      </div>
      {kind === "quote" ? (
        <FormField
          as="textarea"
          id={`${idPrefix}-message`}
          label={leadFormCopy.fields.message}
          name="message"
          toolparamdescription={leadFormTools.params.message}
          rows={5}
          maxLength={fieldLimits.message}
          hint={leadFormCopy.messageHint}
          defaultValue={values.message}
          error={errors.message}
        />
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
        <Link
          to={links.privacy}
          className={`font-semibold underline ${tone === "dark" ? "text-amber-300" : "text-teal-700"}`}
        >
          {privacyNote.link}
        </Link>
        {privacyNote.after}
      </p>
    </fetcher.Form>
  );
}
