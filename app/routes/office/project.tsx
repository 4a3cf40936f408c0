import { useCallback, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/project";
import {
  Notice,
  OfficePage,
  buttonClass,
  dangerButtonClass,
  inputClass,
  secondaryButtonClass,
} from "~/components/office/office-page";
import { Badges, StorageBanner, badgesOf } from "~/components/office/content-parts";
import { PhotoField, type StoredPhotoState } from "~/components/office/photo-field";
import { Section, labelClass, selectClass, tapLinkClass } from "~/components/office/work-ui";
import { Typed } from "~/components/office/typed";
import { galleryCategories } from "~/content/gallery-categories";
import { officeCopy } from "~/content/office/copy";
import { projectEditorCopy as copy, projectFieldLabels } from "~/content/office/website";
import type { ContentConflict, PublishProblem } from "~/lib/content-store/office-content.server";
import { MEDIA_FILES_PATH } from "~/lib/media/limits";
import {
  contentPaths,
  galleryItemPath,
  historyPath,
  listPath,
  previewPath,
  projectIdOf,
  projectPath,
} from "~/lib/office/content-paths";
import { fieldErrorText, problemText } from "~/lib/office/content-words";
import { officeDate, officeDateTime } from "~/lib/office/format";
import {
  PHOTO_SLOTS,
  fieldOfPath,
  fieldsOf,
  flatValues,
  mediaIdOf,
  valuesFromForm,
  valuesOf,
  type PhotoSlot,
  type ProjectValues,
} from "~/lib/office/project-form";
import { thumbnailOf } from "~/lib/office/photo-client";
import { requireOfficeUser } from "~/lib/office/session.server";
import { idParam, officeWork, type OfficeWork } from "~/lib/office/work.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData ? (loaderData.key ? copy.editTitle(loaderData.title) : copy.newTitle) : copy.notFound} | ${officeCopy.siteName}`,
  },
];

const NEW = "new";
const notFound = () => new Response(copy.notFound, { status: 404 });

/** The project's key from the route's `:id` (`new`: none yet), or a 404. */
function keyOf(param: string | undefined): string | null {
  if (param === NEW) return null;
  const id = idParam(param);
  if (id === undefined) throw notFound();
  return `project:${id}`;
}

/** The notices a redirect back here carries (`?done=`). */
const DONE = ["saved", "published", "unpublished", "undeleted"] as const;

/** What the editor knows of each photo already in the form: its state and thumbnail. */
function photoStates(media: OfficeWork["media"], values: ProjectValues) {
  const states: Partial<Record<PhotoSlot, StoredPhotoState>> = {};
  for (const slot of PHOTO_SLOTS) {
    const id = mediaIdOf(values[slot].source);
    const view = id === undefined ? undefined : media.view(id, MEDIA_FILES_PATH);
    if (view) states[slot] = { state: view.state, label: view.label, thumbnail: thumbnailOf(view) };
  }
  return states;
}

export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const { content, media } = officeWork(args.context);
  const key = keyOf(args.params.id);
  const done = DONE.find((d) => d === new URL(args.request.url).searchParams.get("done")) ?? null;
  const featuredNow = content
    .list("project")
    .filter((r) => r.featured && (r.state === "published" || r.state === "published-with-draft"))
    .filter((r) => r.key !== key)
    .map((r) => r.title);
  const base = { done, usage: media.usage(), featuredNow };
  if (key === null) {
    const values = valuesOf(undefined);
    return {
      ...base,
      key: null,
      title: "",
      values,
      photos: photoStates(media, values),
      revision: null,
      state: null,
      badges: [],
      problems: [],
      featuredReplaces: null,
      preview: null,
    };
  }
  const detail = content.get(key);
  const record = detail?.draft ?? detail?.published;
  if (!detail || record?.kind !== "project") throw notFound();
  const values = valuesOf(record.record);
  return {
    ...base,
    key,
    title: record.record.title,
    values,
    photos: photoStates(media, values),
    revision: detail.revision,
    state: detail.state,
    badges: badgesOf({
      ...detail,
      featured: record.record.featured,
      restorableLabel: detail.restorableUntil ? officeDate(detail.restorableUntil) : "",
    }),
    problems: detail.problems.map(problemText),
    featuredReplaces: detail.featuredReplaces?.title ?? null,
    preview: previewPath(key, galleryItemPath(record.record)),
  };
}

/** What the action answers when it does not move on: the values typed, and what went wrong. */
interface Answer {
  values?: ProjectValues;
  /** Field errors by form field name. */
  errors?: Record<string, string>;
  /** Publish-time problems (or another refusal), in words. */
  problems?: string[];
  renderError?: string;
  conflict?: { theirs: ProjectValues; revision: number; by: string; at: string };
  message?: string;
}

const fieldErrors = (errors: Record<string, { key: string; limit?: number }>) => {
  const out: Record<string, string> = {};
  for (const [path, error] of Object.entries(errors)) {
    const field = fieldOfPath(path);
    out[field] ??= fieldErrorText(error as Parameters<typeof fieldErrorText>[0]);
  }
  // The required before photo, missing: say so in the photo's own words.
  if (out["before.source"]) out["before.source"] = copy.errors.photoMissing;
  return out;
};

const conflictOf = (conflict: ContentConflict): Answer["conflict"] =>
  conflict.theirs.kind === "project"
    ? {
        theirs: valuesOf(conflict.theirs.record),
        revision: conflict.revision,
        by: conflict.by,
        at: officeDateTime(conflict.at),
      }
    : undefined;

const problemsOf = (problems: PublishProblem[]) => problems.map(problemText);

export async function action(args: Route.ActionArgs) {
  const user = await requireOfficeUser(args);
  const { content } = officeWork(args.context);
  let key = keyOf(args.params.id);
  if (key !== null && content.get(key)?.kind !== "project") throw notFound();
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const here = (done: string) => redirect(`${projectPath(projectIdOf(key ?? "") ?? NEW)}?done=${done}`, 303);

  if (intent === "save" || intent === "publish") {
    const values = valuesFromForm(form);
    const basedOnText = String(form.get("basedOn") ?? "");
    const basedOn = /^\d{1,15}$/.test(basedOnText) ? Number(basedOnText) : null;
    const saved = content.saveDraft(user, key, fieldsOf(values, projectIdOf(key ?? "")), basedOn);
    if (!saved.ok) {
      if ("errors" in saved)
        return data<Answer>({ values, errors: fieldErrors(saved.errors) }, { status: 400 });
      if ("conflict" in saved)
        return data<Answer>({ values, conflict: conflictOf(saved.conflict) }, { status: 409 });
      return data<Answer>({ values, problems: problemsOf(saved.problems) }, { status: 409 });
    }
    const isNew = key === null;
    key = saved.key;
    if (intent === "save") return here("saved");
    const published = await content.publish(user, key, saved.revision);
    if (published.ok) return here("published");
    // A new project is saved now: its own page shows what Publish refused (the loader's problems).
    if (isNew) return here("saved");
    if ("problems" in published)
      return data<Answer>({ values, problems: problemsOf(published.problems) }, { status: 409 });
    if ("conflict" in published)
      return data<Answer>({ values, conflict: conflictOf(published.conflict) }, { status: 409 });
    return data<Answer>(
      { values, renderError: copy.errors.renderFailed(published.renderError) },
      { status: 409 },
    );
  }

  if (key === null) return data<Answer>({ message: copy.errors.unknownIntent }, { status: 400 });
  const change =
    intent === "unpublish"
      ? content.unpublish(user, key)
      : intent === "delete"
        ? content.remove(user, key)
        : intent === "undelete"
          ? content.undelete(user, key)
          : null;
  if (!change) return data<Answer>({ message: copy.errors.unknownIntent }, { status: 400 });
  const result = await change;
  if (result.ok) {
    if (intent === "delete") return redirect(listPath({ done: "deleted" }), 303);
    return here(intent === "unpublish" ? "unpublished" : "undeleted");
  }
  if ("problems" in result) return data<Answer>({ problems: problemsOf(result.problems) }, { status: 409 });
  if ("conflict" in result) return data<Answer>({ conflict: conflictOf(result.conflict) }, { status: 409 });
  return data<Answer>({ renderError: copy.errors.renderFailed(result.renderError) }, { status: 409 });
}

const categories = galleryCategories.map((c) => ({ value: c.slug, label: c.name }));

export default function ProjectEditor() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const navigation = useNavigation();
  const values = answer?.values ?? loaded.values;
  const errors = answer?.errors ?? {};
  const errorCount = Object.keys(errors).length;
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const onBusy = useCallback((slot: PhotoSlot, on: boolean) => setBusy((b) => ({ ...b, [slot]: on })), []);
  const uploading = Object.values(busy).some(Boolean);
  const submitting = navigation.state === "submitting";
  const deleted = loaded.state === "deleted";
  const published = loaded.state === "published" || loaded.state === "published-with-draft";
  const f = copy.fields;
  const doneText = loaded.done ? copy[loaded.done] : null;

  return (
    <OfficePage title={loaded.key ? copy.editTitle(loaded.title) : copy.newTitle} intro={copy.intro}>
      <p>
        <Link to={contentPaths.list} className={tapLinkClass}>
          {copy.back}
        </Link>
      </p>
      <StorageBanner usage={loaded.usage} />
      {doneText && !answer ? <Notice>{doneText}</Notice> : null}
      {answer?.message ? <Notice tone="error">{answer.message}</Notice> : null}
      {answer?.renderError ? <Notice tone="error">{answer.renderError}</Notice> : null}
      {errorCount > 0 ? (
        <div
          role="alert"
          className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
          data-testid="field-errors"
        >
          <p className="font-semibold">{copy.errors.fix(errorCount)}</p>
          <ul className="mt-1 list-disc pl-5">
            {Object.entries(errors).map(([field, text]) => (
              <li key={field}>
                {projectFieldLabels[field as keyof typeof projectFieldLabels] ?? field}: {text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {answer?.problems?.length ? (
        <div
          role="alert"
          className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
          data-testid="publish-problems"
        >
          <p className="font-semibold">{copy.errors.cannotPublish}</p>
          <ul className="mt-1 list-disc pl-5">
            {answer.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {answer?.conflict ? <Conflict mine={values} conflict={answer.conflict} /> : null}

      {loaded.key ? (
        <div className="space-y-2" data-testid="project-state">
          <Badges badges={loaded.badges} />
          {loaded.problems.length > 0 && !answer?.problems ? (
            <Section title={copy.problemsTitle} id="publish-check">
              <ul className="list-disc pl-5" data-testid="pending-problems">
                {loaded.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>
      ) : null}

      <Form method="post" className="space-y-6" data-testid="project-form">
        <input type="hidden" name="basedOn" value={loaded.revision ?? ""} />
        <Section title={copy.sections.words} id="project-words">
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="p-category" className={labelClass}>
                {f.category}
              </label>
              <select
                id="p-category"
                name="category"
                defaultValue={values.category}
                className={selectClass}
                aria-invalid={errors.category ? true : undefined}
                aria-describedby={errors.category ? "p-category-error" : undefined}
              >
                <option value="">{f.chooseCategory}</option>
                {categories.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
              <FieldError id="p-category-error" text={errors.category} />
            </div>
            <Field
              id="p-city"
              name="city"
              label={f.city}
              defaultValue={values.city}
              error={errors.city}
              autoComplete="address-level2"
            />
            <Field
              id="p-date"
              name="date"
              type="month"
              label={f.date}
              hint={f.dateHint}
              defaultValue={values.date}
              error={errors.date}
              placeholder="2026-04"
            />
          </div>
          <Pair>
            <Field
              id="p-title"
              name="title"
              label={`${f.title}: ${copy.english}`}
              defaultValue={values.title}
              error={errors.title}
              lang="en"
            />
            <Field
              id="p-title-es"
              name="titleEs"
              label={`${f.title}: ${copy.spanish}`}
              defaultValue={values.titleEs}
              error={errors.titleEs}
              lang="es"
            />
          </Pair>
          <Pair>
            <Description
              id="p-description"
              name="description"
              label={`${f.description}: ${copy.english}`}
              defaultValue={values.description}
              error={errors.description}
              lang="en"
            />
            <Description
              id="p-description-es"
              name="descriptionEs"
              label={`${f.description}: ${copy.spanish}`}
              defaultValue={values.descriptionEs}
              error={errors.descriptionEs}
              lang="es"
            />
          </Pair>
          <p className="text-xs text-slate-600">{f.descriptionHint}</p>
        </Section>

        {PHOTO_SLOTS.map((slot) => (
          <PhotoField
            key={slot}
            slot={slot}
            label={copy.photos[slot]}
            values={values[slot]}
            stored={loaded.photos[slot]}
            errors={errors}
            onBusy={onBusy}
          />
        ))}

        <Section title={copy.sections.featured} id="project-featured">
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="featured"
              defaultChecked={values.featured}
              className="size-5 accent-navy-900"
              aria-describedby="featured-hint"
            />
            <span className="font-semibold">{f.featured}</span>
          </label>
          <div id="featured-hint" className="space-y-1 text-slate-700">
            {loaded.featuredReplaces ? (
              <p className="font-semibold text-amber-950" data-testid="featured-replaces">
                {f.featuredReplaces(loaded.featuredReplaces)}
              </p>
            ) : (
              <p>{f.featuredHint}</p>
            )}
            {loaded.featuredNow.length > 0 ? (
              <p data-testid="featured-now">{f.featuredNow(loaded.featuredNow.join(", "))}</p>
            ) : null}
          </div>
        </Section>

        <div className="flex flex-wrap items-center gap-2">
          <button
            type="submit"
            name="intent"
            value="save"
            className={buttonClass}
            disabled={uploading || submitting || deleted}
          >
            {copy.actions.save}
          </button>
          <button
            type="submit"
            name="intent"
            value="publish"
            className={secondaryButtonClass}
            disabled={uploading || submitting || deleted}
          >
            {copy.actions.publish}
          </button>
          {loaded.preview ? (
            <a href={loaded.preview} className={tapLinkClass} target="_blank" rel="noopener">
              {copy.actions.preview}
            </a>
          ) : null}
          {loaded.key ? (
            <Link to={historyPath(loaded.key)} className={tapLinkClass}>
              {copy.actions.history}
            </Link>
          ) : null}
        </div>
        {loaded.preview ? <p className="text-xs text-slate-600">{copy.actions.previewHint}</p> : null}
      </Form>

      {loaded.key ? (
        <Section title={copy.sections.lifecycle} id="project-lifecycle">
          {published && !deleted ? (
            <Form method="post" className="space-y-1">
              <p>{copy.actions.unpublishHint}</p>
              <button type="submit" name="intent" value="unpublish" className={secondaryButtonClass}>
                {copy.actions.unpublish}
              </button>
            </Form>
          ) : null}
          {deleted ? (
            <Form method="post">
              <button type="submit" name="intent" value="undelete" className={buttonClass}>
                {copy.actions.undelete}
              </button>
            </Form>
          ) : (
            <Form method="post" className="space-y-1">
              <p>{copy.actions.deleteHint}</p>
              <button type="submit" name="intent" value="delete" className={dangerButtonClass}>
                {copy.actions.delete}
              </button>
            </Form>
          )}
        </Section>
      ) : null}
    </OfficePage>
  );
}

/** English and its Spanish side by side (stacked on a phone, the Spanish right under the English). */
function Pair({ children }: { children: ReactNode }) {
  return (
    <div className="grid gap-3 rounded border border-slate-200 bg-slate-50 p-3 sm:grid-cols-2">
      {children}
    </div>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {text}
    </p>
  ) : null;
}

function Field({
  id,
  label,
  hint,
  error,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
} & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        dir="auto"
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

/** A description with its live character count (search engines show 120–160; Publish checks it). */
function Description({
  id,
  name,
  label,
  defaultValue,
  error,
  lang,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error: string | undefined;
  lang: "en" | "es";
}) {
  const [length, setLength] = useState(defaultValue.trim().length);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={5}
        lang={lang}
        dir="auto"
        defaultValue={defaultValue}
        className={inputClass}
        onInput={(event) => setLength(event.currentTarget.value.trim().length)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
      />
      <p id={`${id}-count`} className="mt-1 text-xs text-slate-600">
        {copy.fields.descriptionCount(length)}
      </p>
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

/**
 * Someone saved a newer version after this one was opened: both side by side, field by field (only
 * those that differ), and the choice: keep mine (save it over theirs, on purpose) or take theirs.
 */
function Conflict({ mine, conflict }: { mine: ProjectValues; conflict: NonNullable<Answer["conflict"]> }) {
  const c = copy.conflict;
  const ours = flatValues(mine);
  const theirs = flatValues(conflict.theirs);
  const differ = (Object.keys(projectFieldLabels) as (keyof typeof projectFieldLabels)[]).filter(
    (k) => (ours[k] ?? "") !== (theirs[k] ?? ""),
  );
  const shown = (v: string | undefined) =>
    v ? <Typed>{v}</Typed> : <span className="text-slate-600">{c.empty}</span>;
  return (
    <section
      aria-labelledby="conflict-title"
      role="alert"
      className="space-y-3 rounded border-2 border-amber-500 bg-amber-50 p-4 text-sm"
      data-testid="conflict"
    >
      <h2 id="conflict-title" className="text-base font-bold text-navy-950">
        {c.title}
      </h2>
      <p>{c.intro(conflict.by, conflict.at)}</p>
      <dl className="divide-y divide-amber-200 rounded border border-amber-300 bg-white">
        {differ.map((k) => (
          <div key={k} className="grid gap-1 p-2 sm:grid-cols-[12rem_1fr_1fr] sm:gap-3">
            <dt className="font-semibold text-navy-950">{projectFieldLabels[k]}</dt>
            <dd>
              <span className="block text-xs font-semibold text-slate-600">{c.yours}</span>
              {shown(ours[k])}
            </dd>
            <dd>
              <span className="block text-xs font-semibold text-slate-600">{c.theirs}</span>
              {shown(theirs[k])}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="basedOn" value={conflict.revision} />
          {Object.entries(hiddenOf(mine)).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={buttonClass}>
            {c.keepMine}
          </button>
        </Form>
        <Link to="." reloadDocument className={secondaryButtonClass}>
          {c.takeTheirs}
        </Link>
      </div>
    </section>
  );
}

/** My values as the form's fields, for "keep mine". */
function hiddenOf(values: ProjectValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (typeof v === "string") out[k] = v;
    else if (typeof v === "boolean") {
      if (v) out[k] = "on";
    } else
      for (const [field, text] of Object.entries(v as Record<string, string>)) out[`${k}.${field}`] = text;
  }
  return out;
}
