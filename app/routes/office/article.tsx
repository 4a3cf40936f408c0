import { useState } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/article";
import { ArticlePhoto, DescriptionCount, MarkdownPreview } from "~/components/office/article-parts";
import {
  Notice,
  OfficePage,
  buttonClass,
  dangerButtonClass,
  inputClass,
  secondaryButtonClass,
} from "~/components/office/office-page";
import { Typed } from "~/components/office/typed";
import { labelClass, linkClass, tapLinkClass } from "~/components/office/work-ui";
import { articleImages, articleFrontmatter } from "~/content/article-schema";
import { articleTagKeys, articleTags } from "~/content/article-tags";
import { articleEditorCopy as copy, drawingNames } from "~/content/office/articles";
import { contentStateWords, missingSpanishWords } from "~/content/office/content";
import { officeCopy } from "~/content/office/copy";
import { articlePath as publicArticlePath } from "~/content/paths";
import type { StoredArticle } from "~/lib/content-store/content-record";
import type { ContentConflict, FieldError, PublishProblem } from "~/lib/content-store/office-content.server";
import {
  articleFieldsOf,
  formValuesFrom,
  formValuesOf,
  hasSpanish,
  inputNameOf,
  suggestSlug,
  type ArticleFormValues,
} from "~/lib/office/article-form";
import { articlePath, listPath, previewPath } from "~/lib/office/content-paths";
import { fieldErrorText, problemText } from "~/lib/office/content-words";
import { officeDateTime, officeScheduleTime } from "~/lib/office/format";
import { historyPath } from "~/lib/office/record-history";
import {
  SCHEDULE_FIELDS,
  scheduleValuesFrom,
  scheduleWhen,
  type ScheduleValues,
} from "~/lib/office/schedule-form";
import { requireOfficeUser } from "~/lib/office/session.server";
import { officeWork } from "~/lib/office/work.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.heading ?? copy.newTitle} | ${officeCopy.siteName}` },
];

/** The editor's own address for an article not saved yet. */
const NEW = "new";
const keyOf = (slug: string) => `article:${slug}`;
const DESCRIPTION = {
  min: articleFrontmatter.shape.description.minLength ?? 0,
  max: articleFrontmatter.shape.description.maxLength ?? 0,
};
const tagLimits = articleFrontmatter.shape.tags._zod.bag as { minimum?: number; maximum?: number };
const TAGS = { min: tagLimits.minimum ?? 1, max: tagLimits.maximum ?? 3 };
const DONE = ["saved", "published", "unpublished", "blocked", "scheduled", "unscheduled"] as const;
/** The store's refusals that belong next to the "Publish later" fields (the rest are the draft's). */
const SCHEDULE_FIELD_PROBLEMS = new Set(["scheduleInPast", "scheduleInvalid"]);

const today = () => new Date().toISOString().slice(0, 10);

export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const { content } = officeWork(args.context);
  const slug = args.params.slug;
  const done = DONE.find((d) => d === new URL(args.request.url).searchParams.get("done")) ?? null;
  if (slug === NEW)
    return { isNew: true as const, heading: copy.newTitle, values: formValuesOf(undefined, today()), done };
  const detail = content.get(keyOf(slug));
  const item = detail?.draft ?? detail?.published;
  if (!detail || detail.kind !== "article" || item?.kind !== "article" || detail.state === "deleted")
    throw data(copy.notFound, { status: 404 });
  const article: StoredArticle = item.record;
  const published = detail.published?.kind === "article" ? detail.published.record : undefined;
  return {
    isNew: false as const,
    key: detail.key,
    heading: copy.editTitle(article.title),
    values: formValuesOf(article, today()),
    revision: detail.revision,
    state: detail.state,
    missingSpanish: detail.missingSpanish,
    problems: detail.problems.map(problemText),
    previews: {
      en: previewPath(detail.key, publicArticlePath(article.slug)),
      es: article.es ? previewPath(detail.key, publicArticlePath(article.es.slug, "es")) : null,
    },
    published: Boolean(published) && detail.state !== "unpublished",
    scheduled: detail.scheduledAt
      ? {
          label: officeScheduleTime(detail.scheduledAt),
          at: detail.scheduledAt,
          values: detail.scheduledAtPacific ?? { date: "", time: "" },
        }
      : null,
    scheduleRefused: detail.scheduleRefused
      ? {
          label: officeScheduleTime(detail.scheduleRefused.at),
          reasons: [
            ...detail.scheduleRefused.problems.map(problemText),
            ...(detail.scheduleRefused.renderError
              ? [copy.renderError(detail.scheduleRefused.renderError)]
              : []),
          ],
        }
      : null,
    done,
  };
}

type Answer = {
  message: string;
  ok: boolean;
  values?: ArticleFormValues;
  errors?: Record<string, string>;
  problems?: string[];
  conflict?: { by: string; at: string; revision: number; theirs: ArticleFormValues };
  /** "Publish later": what was typed there, and why it was refused. */
  schedule?: ScheduleValues;
  scheduleError?: string;
};

const fieldErrorsOf = (errors: Record<string, FieldError>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([path, e]) => [inputNameOf(path), fieldErrorText(e)]));

const conflictOf = (c: ContentConflict): Answer["conflict"] => ({
  by: c.by,
  at: officeDateTime(c.at),
  revision: c.revision,
  theirs: formValuesOf(c.theirs.kind === "article" ? c.theirs.record : undefined, ""),
});

const problemsOf = (problems: readonly PublishProblem[]) => problems.map(problemText);

export async function action(args: Route.ActionArgs) {
  const user = await requireOfficeUser(args);
  const { content } = officeWork(args.context);
  const slug = args.params.slug;
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const existing = slug === NEW ? null : keyOf(slug);
  if (existing && !content.get(existing))
    return data<Answer>({ ok: false, message: copy.notFound }, { status: 404 });

  if (existing && (intent === "unpublish" || intent === "delete")) {
    const result =
      intent === "unpublish" ? await content.unpublish(user, existing) : await content.remove(user, existing);
    if (result.ok)
      return redirect(
        intent === "delete"
          ? listPath({ kind: "article", done: "deleted" })
          : `${articlePath(slug)}?done=unpublished`,
      );
    const message = "renderError" in result ? copy.renderError(result.renderError) : copy.refused;
    return data<Answer>(
      { ok: false, message, problems: "problems" in result ? problemsOf(result.problems) : [] },
      { status: 409 },
    );
  }
  if (intent !== "save" && intent !== "publish" && intent !== "schedule" && intent !== "unschedule")
    return data<Answer>({ ok: false, message: copy.notFound }, { status: 400 });

  // Publish later is for a saved article (a new one is saved with Save draft first).
  if ((intent === "schedule" || intent === "unschedule") && existing === null)
    return data<Answer>(
      { ok: false, message: copy.schedule.needsSave, values: formValuesFrom(form) },
      { status: 400 },
    );

  // Save what was typed first (nothing typed is lost), then publish that draft.
  const values = formValuesFrom(form);
  // A newer version saved meanwhile: both shown side by side, what was typed kept.
  const conflictAnswer = (conflict: ContentConflict, extra: Partial<Answer> = {}) =>
    data<Answer>(
      {
        ok: false,
        message: copy.conflict(conflict.by, officeDateTime(conflict.at)),
        values,
        conflict: conflictOf(conflict),
        ...extra,
      },
      { status: 409 },
    );
  const fields = articleFieldsOf(values);
  if (existing === null && fields.slug === NEW)
    return data<Answer>(
      { ok: false, message: copy.notSaved, values, errors: { slug: copy.slugNew } },
      { status: 400 },
    );
  const basedOn = Number(form.get("basedOn"));
  const saved = content.saveDraft(
    user,
    existing,
    fields,
    existing && Number.isSafeInteger(basedOn) ? basedOn : null,
    "article",
  );
  if (!saved.ok) {
    if ("errors" in saved)
      return data<Answer>(
        { ok: false, message: copy.notSaved, values, errors: fieldErrorsOf(saved.errors) },
        { status: 400 },
      );
    if ("conflict" in saved) return conflictAnswer(saved.conflict);
    return data<Answer>(
      { ok: false, message: copy.notSaved, values, problems: problemsOf(saved.problems) },
      { status: 400 },
    );
  }
  const editor = articlePath(saved.key.slice("article:".length));
  if (intent === "save") return redirect(`${editor}?done=saved`);

  // Publish later (or cancel it): the saved draft, as this editor; the store checks the moment and the draft.
  // A refusal answers 200: the draft was saved, so the page reloads the record (its new revision).
  if (intent === "schedule" || intent === "unschedule") {
    const schedule = scheduleValuesFrom(form);
    const when = scheduleWhen(schedule);
    const refusedAtField = (problems: readonly PublishProblem[]) =>
      data<Answer>(
        {
          ok: false,
          message: copy.notScheduledBelow,
          values,
          schedule,
          scheduleError: problems.map(problemText).join(" "),
        },
        { status: 200 },
      );
    if (intent === "schedule" && !when.ok) return refusedAtField([{ key: when.problem }]);
    const scheduled = content.schedule(
      user,
      saved.key,
      saved.revision,
      when.ok && intent === "schedule" ? when.when : null,
    );
    if (scheduled.ok)
      return redirect(`${editor}?done=${intent === "schedule" ? "scheduled" : "unscheduled"}`);
    if ("conflict" in scheduled) return conflictAnswer(scheduled.conflict, { schedule });
    const atField = scheduled.problems.filter((p) => SCHEDULE_FIELD_PROBLEMS.has(p.key));
    if (atField.length > 0) return refusedAtField(atField);
    return data<Answer>(
      { ok: false, message: copy.notScheduled, values, schedule, problems: problemsOf(scheduled.problems) },
      { status: 200 },
    );
  }

  // Publish: the store's checks (the Markdown's own rules among them: raw HTML, link schemes, foreign
  // images). What blocks it is listed by the editor at the draft's address (the draft keeps what was typed).
  const blocked = () => redirect(`${editor}?done=blocked`);
  const published = await content.publish(user, saved.key, saved.revision);
  if (published.ok) return redirect(`${editor}?done=published`);
  if ("conflict" in published) return conflictAnswer(published.conflict);
  if ("renderError" in published)
    return data<Answer>(
      { ok: false, message: copy.renderError(published.renderError), values },
      { status: 409 },
    );
  return blocked();
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {error}
    </p>
  ) : null;
}

/** A labelled text input with its hint and error, described by both. */
function Field({
  name,
  label,
  hint,
  error,
  value,
  onChange,
  type = "text",
  lang,
  required,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  value?: string;
  onChange?: (v: string) => void;
  type?: string;
  lang?: string;
  required?: boolean;
}) {
  const id = `article-${name}`;
  const described =
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        lang={lang}
        required={required}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...(onChange
          ? { value: value ?? "", onChange: (e) => onChange(e.currentTarget.value) }
          : { defaultValue: value })}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function TextArea({
  name,
  label,
  hint,
  error,
  value,
  onChange,
  rows = 16,
  lang,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (v: string) => void;
  rows?: number;
  lang?: string;
}) {
  const id = `article-${name}`;
  const described =
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        rows={rows}
        lang={lang}
        className={`${inputClass} font-mono text-sm`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export default function ArticleEditor() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // The form remounts when the saved record changes (a save, a publish), keeping what was typed otherwise.
  const formKey = loaded.isNew ? "new" : `${loaded.key}:${loaded.revision}`;
  return (
    <OfficePage title={loaded.heading} intro={copy.intro}>
      <p>
        <Link to={listPath({ kind: "article" })} className={tapLinkClass}>
          {copy.back}
        </Link>
      </p>
      {loaded.done && !answer ? (
        <Notice tone={loaded.done === "blocked" ? "error" : "ok"}>{copy[loaded.done]}</Notice>
      ) : null}
      {answer ? (
        <div
          role={answer.ok ? "status" : "alert"}
          className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <p className="font-semibold">{answer.message}</p>
          {answer.problems?.length ? (
            <ul className="mt-1 list-disc pl-5" data-testid="publish-problems">
              {answer.problems.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {loaded.isNew ? null : <RecordState loaded={loaded} />}
      <EditorForm key={formKey} loaded={loaded} answer={answer} />
      {loaded.isNew ? null : (
        <RecordActions published={loaded.published} historyHref={historyPath(loaded.key)} />
      )}
    </OfficePage>
  );
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type Existing = Extract<Loaded, { isNew: false }>;

function RecordState({ loaded }: { loaded: Existing }) {
  const pending = loaded.problems;
  return (
    <section
      aria-labelledby="article-state"
      className="space-y-2 rounded border border-slate-300 bg-white p-3 text-sm"
    >
      <h2 id="article-state" className="font-semibold text-navy-950">
        {copy.state(contentStateWords[loaded.state])}
        {loaded.missingSpanish ? ` · ${missingSpanishWords}` : ""}
      </h2>
      {loaded.scheduled ? (
        <p data-testid="state-scheduled" className="font-semibold text-navy-950">
          <time dateTime={loaded.scheduled.at}>{copy.schedule.scheduledFor(loaded.scheduled.label)}</time>
        </p>
      ) : null}
      {loaded.scheduleRefused ? (
        <div data-testid="schedule-refused">
          <p className="font-semibold text-red-800">
            {copy.schedule.refusedAt(loaded.scheduleRefused.label)}
          </p>
          <ul className="list-disc pl-5">
            {loaded.scheduleRefused.reasons.map((reason, i) => (
              <li key={i}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {pending.length > 0 ? (
        <div>
          <p className="font-semibold">{copy.preview.problems}</p>
          <ul className="list-disc pl-5" data-testid="pending-problems">
            {pending.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul className="flex flex-wrap gap-x-4">
        <li>
          <a href={loaded.previews.en} className={tapLinkClass} target="_blank" rel="noreferrer">
            {copy.preview.link}
          </a>
        </li>
        {loaded.previews.es ? (
          <li>
            <a href={loaded.previews.es} className={tapLinkClass} target="_blank" rel="noreferrer">
              {copy.preview.linkEs}
            </a>
          </li>
        ) : null}
        <li>
          <Link to={historyPath(loaded.key)} className={tapLinkClass}>
            {copy.actions.history}
          </Link>
        </li>
      </ul>
    </section>
  );
}

function EditorForm({ loaded, answer }: { loaded: Loaded; answer: Answer | undefined }) {
  const initial = answer?.values ?? loaded.values;
  const errors = answer?.errors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [title, setTitle] = useState(initial.title);
  const [slug, setSlug] = useState(initial.slug);
  // A new article's slug follows its title until the editor changes the slug by hand.
  const [slugTouched, setSlugTouched] = useState(!loaded.isNew || initial.slug !== "");
  const [description, setDescription] = useState(initial.description);
  const [body, setBody] = useState(initial.body);
  const [imageKind, setImageKind] = useState(initial.imageKind);
  const [esTitle, setEsTitle] = useState(initial.esTitle);
  const [esSlug, setEsSlug] = useState(initial.esSlug);
  const [esSlugTouched, setEsSlugTouched] = useState(initial.esSlug !== "");
  const [esDescription, setEsDescription] = useState(initial.esDescription);
  const [esBody, setEsBody] = useState(initial.esBody);
  const basedOn = answer?.conflict?.revision ?? (loaded.isNew ? "" : loaded.revision);

  return (
    <Form method="post" className="space-y-6" data-testid="article-form">
      <input type="hidden" name="basedOn" value={basedOn} />
      {answer?.conflict ? <Theirs conflict={answer.conflict} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <fieldset className="min-w-0 space-y-4">
          <legend className="text-lg font-bold text-navy-950">{copy.english}</legend>
          <Field
            name="title"
            label={copy.fields.title}
            error={errors.title}
            value={title}
            required
            onChange={(v) => {
              setTitle(v);
              if (!slugTouched) setSlug(suggestSlug(v, "en"));
            }}
          />
          <Field
            name="slug"
            label={copy.fields.slug}
            hint={copy.fields.slugHint(suggestSlug(copy.fields.slugExample, "en"))}
            error={errors.slug}
            value={slug}
            onChange={(v) => {
              setSlug(v);
              setSlugTouched(true);
            }}
          />
          <Field
            name="date"
            type="date"
            label={copy.fields.date}
            error={errors.date}
            value={initial.date}
            required
          />
          <div>
            <Field
              name="description"
              label={copy.fields.description}
              hint={copy.fields.descriptionHint(DESCRIPTION.min, DESCRIPTION.max)}
              error={errors.description}
              value={description}
              onChange={setDescription}
            />
            <DescriptionCount id="article-description-count" text={description} {...DESCRIPTION} />
          </div>
          <fieldset
            aria-describedby={errors.tags ? "article-tags-hint article-tags-error" : "article-tags-hint"}
          >
            <legend className={labelClass}>{copy.fields.tags}</legend>
            <p id="article-tags-hint" className="text-sm text-slate-700">
              {copy.fields.tagsHint(TAGS.min, TAGS.max)}
            </p>
            <div className="mt-1 grid grid-cols-2 gap-x-2 sm:grid-cols-3">
              {articleTagKeys.map((tag) => (
                <label key={tag} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="tags"
                    value={tag}
                    defaultChecked={initial.tags.includes(tag)}
                    className="size-5"
                  />
                  {articleTags[tag]}
                </label>
              ))}
            </div>
            <FieldError id="article-tags-error" error={errors.tags} />
          </fieldset>
          <fieldset className="space-y-3">
            <legend className={labelClass}>{copy.image.legend}</legend>
            <div className="flex flex-wrap gap-x-4">
              {(["none", "drawing", "photo"] as const).map((kind) => (
                <label key={kind} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="imageKind"
                    value={kind}
                    checked={imageKind === kind}
                    onChange={() => setImageKind(kind)}
                    className="size-5"
                  />
                  {copy.image[kind]}
                </label>
              ))}
            </div>
            <FieldError id="article-imageKind-error" error={errors.imageKind} />
            {imageKind === "drawing" ? (
              <div>
                <label htmlFor="article-drawing" className={labelClass}>
                  {copy.image.chooseDrawing}
                </label>
                <select
                  id="article-drawing"
                  name="drawing"
                  defaultValue={initial.drawing}
                  className={inputClass}
                >
                  {articleImages.map((key) => (
                    <option key={key} value={key}>
                      {drawingNames[key]}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {imageKind === "photo" ? <ArticlePhoto initial={initial.media} /> : null}
            {imageKind === "photo" && errors.media ? (
              <FieldError id="article-media-error" error={errors.media} />
            ) : null}
            {imageKind !== "none" ? (
              <Field
                name="imageAlt"
                label={copy.image.alt}
                hint={copy.image.altHint}
                error={errors.imageAlt}
                value={initial.imageAlt}
              />
            ) : null}
          </fieldset>
          <TextArea
            name="body"
            label={copy.fields.body}
            hint={copy.fields.bodyHint}
            error={errors.body}
            value={body}
            onChange={setBody}
          />
          <MarkdownPreview markdown={body} id="body" />
        </fieldset>

        <fieldset className="min-w-0 space-y-4" lang="es" aria-describedby="article-es-hint">
          <legend className="text-lg font-bold text-navy-950" lang="en">
            {copy.spanish}
          </legend>
          <p id="article-es-hint" className="text-sm text-slate-700" lang="en">
            {copy.spanishHint}
          </p>
          <Field
            name="esTitle"
            label={copy.fields.title}
            error={errors.esTitle}
            value={esTitle}
            onChange={(v) => {
              setEsTitle(v);
              if (!esSlugTouched) setEsSlug(suggestSlug(v, "es"));
            }}
          />
          <Field
            name="esSlug"
            label={copy.fields.slug}
            hint={copy.fields.slugEsHint}
            error={errors.esSlug}
            value={esSlug}
            onChange={(v) => {
              setEsSlug(v);
              setEsSlugTouched(true);
            }}
          />
          <Field
            name="esDate"
            type="date"
            label={copy.fields.date}
            error={errors.esDate}
            value={initial.esDate}
          />
          <div>
            <Field
              name="esDescription"
              label={copy.fields.description}
              hint={copy.fields.descriptionHint(DESCRIPTION.min, DESCRIPTION.max)}
              error={errors.esDescription}
              value={esDescription}
              onChange={setEsDescription}
            />
            {esDescription ? (
              <DescriptionCount id="article-esDescription-count" text={esDescription} {...DESCRIPTION} />
            ) : null}
          </div>
          {imageKind !== "none" ? (
            <Field
              name="imageAltEs"
              label={copy.image.altEs}
              error={errors.imageAltEs}
              value={initial.imageAltEs}
            />
          ) : null}
          <TextArea
            name="esBody"
            label={copy.fields.bodyEs}
            error={errors.esBody}
            value={esBody}
            onChange={setEsBody}
          />
          {esBody ? <MarkdownPreview markdown={esBody} id="es-body" /> : null}
        </fieldset>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={copy.actions.label}>
        <button type="submit" name="intent" value="save" className={secondaryButtonClass} disabled={busy}>
          {copy.actions.save}
        </button>
        <button type="submit" name="intent" value="publish" className={buttonClass} disabled={busy}>
          {copy.actions.publish}
        </button>
      </div>
      {!loaded.isNew ? null : <p className="text-sm text-slate-700">{copy.preview.needsSave}</p>}
      {loaded.isNew ? (
        <p className="text-sm text-slate-700">{copy.schedule.needsSave}</p>
      ) : (
        <PublishLater scheduled={loaded.scheduled} answer={answer} busy={busy} />
      )}
    </Form>
  );
}

/**
 * "Publish later": a Pacific day and time (native inputs; plain text where a browser has none), posted
 * with the editor's form so what is typed is saved first. A scheduled draft shows when, and a button
 * that cancels it (saving what is typed, too).
 */
function PublishLater({
  scheduled,
  answer,
  busy,
}: {
  scheduled: Existing["scheduled"];
  answer: Answer | undefined;
  busy: boolean;
}) {
  const values = answer?.schedule ?? scheduled?.values ?? { date: "", time: "" };
  const error = answer?.scheduleError;
  const described = error ? "article-schedule-hint article-schedule-error" : "article-schedule-hint";
  return (
    <fieldset className="space-y-3 rounded border border-slate-300 bg-white p-3" data-testid="publish-later">
      <legend className="px-1 text-lg font-bold text-navy-950">{copy.schedule.legend}</legend>
      {scheduled ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-navy-950" data-testid="schedule-state">
            <time dateTime={scheduled.at}>{copy.schedule.scheduledFor(scheduled.label)}</time>
          </p>
          <button
            type="submit"
            name="intent"
            value="unschedule"
            className={secondaryButtonClass}
            disabled={busy}
          >
            {copy.schedule.cancel}
          </button>
        </div>
      ) : null}
      <p id="article-schedule-hint" className="text-sm text-slate-700">
        {copy.schedule.hint}
      </p>
      <div className="flex flex-wrap gap-3">
        {(["date", "time"] as const).map((part) => (
          <div key={part} className="w-full sm:w-48">
            <label htmlFor={`article-schedule-${part}`} className={labelClass}>
              {copy.schedule[part]}
            </label>
            <input
              id={`article-schedule-${part}`}
              name={SCHEDULE_FIELDS[part]}
              type={part}
              defaultValue={values[part]}
              className={inputClass}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
            />
          </div>
        ))}
      </div>
      <FieldError id="article-schedule-error" error={error} />
      <button type="submit" name="intent" value="schedule" className={secondaryButtonClass} disabled={busy}>
        {copy.schedule.submit}
      </button>
    </fieldset>
  );
}

/** Someone else's newer version, shown beside the form (what differs from what was typed). */
function Theirs({ conflict }: { conflict: NonNullable<Answer["conflict"]> }) {
  const t = conflict.theirs;
  const rows: [string, string][] = [
    [copy.fields.title, t.title],
    [copy.fields.slug, t.slug],
    [copy.fields.date, t.date],
    [copy.fields.description, t.description],
    [copy.fields.tags, t.tags.join(", ")],
    [copy.fields.body, t.body],
    ...(hasSpanish(t)
      ? ([
          [`${copy.fields.title} (es)`, t.esTitle],
          [`${copy.fields.body} (es)`, t.esBody],
        ] as [string, string][])
      : []),
  ];
  return (
    <section
      aria-labelledby="theirs"
      className="rounded border border-amber-400 bg-amber-50 p-3 text-sm"
      data-testid="theirs"
    >
      <h2 id="theirs" className="font-semibold text-navy-950">
        {copy.theirs}
      </h2>
      <dl className="mt-2 space-y-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold">{label}</dt>
            <dd className="whitespace-pre-wrap">
              <Typed>{value}</Typed>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function RecordActions({ published, historyHref }: { published: boolean; historyHref: string }) {
  return (
    <section aria-labelledby="article-more" className="space-y-2">
      <h2 id="article-more" className="text-lg font-bold text-navy-950">
        {copy.actions.more}
      </h2>
      <div className="flex flex-wrap gap-2">
        {published ? (
          <Form method="post">
            <button type="submit" name="intent" value="unpublish" className={secondaryButtonClass}>
              {copy.actions.unpublish}
            </button>
          </Form>
        ) : null}
        <Form method="post">
          <button type="submit" name="intent" value="delete" className={dangerButtonClass}>
            {copy.actions.delete}
          </button>
        </Form>
        <Link to={historyHref} className={`${linkClass} inline-flex min-h-11 items-center`}>
          {copy.actions.history}
        </Link>
      </div>
      <p className="text-sm text-slate-700">{copy.actions.deleteHint}</p>
    </section>
  );
}
