/**
 * The article editor's parts that work in the browser: the description's live counter, the Markdown's
 * live preview with what Publish would refuse, and the image's photo upload. Each works from what the
 * server rendered; JavaScript only adds the live parts.
 */
import { useEffect, useRef, useState } from "react";
import { articleEditorCopy as copy, markdownProblemWords } from "~/content/office/articles";
import { checkMarkdown, renderMarkdown } from "~/lib/content-store/markdown";
import { shrinkPhoto } from "~/lib/media/photo-shrink";
import { pollPhoto, thumbnailOf, uploadPhoto } from "~/lib/office/photo-client";
import { PHOTO_ACCEPT } from "~/lib/media/limits";
import { mediaCopy } from "~/content/office/media";
import { labelClass } from "./work-ui";
import { inputClass } from "./office-page";

/** The description's length against its limits; the count is announced politely while typing pauses. */
export function DescriptionCount({
  id,
  text,
  min,
  max,
}: {
  id: string;
  text: string;
  min: number;
  max: number;
}) {
  const n = text.trim().length;
  const words = copy.fields.descriptionCount(n, min, max);
  // Announced after a pause, not at every key: a screen reader would otherwise read each count.
  const [announced, setAnnounced] = useState(words);
  useEffect(() => {
    const t = setTimeout(() => setAnnounced(words), 800);
    return () => clearTimeout(t);
  }, [words]);
  const ok = n >= min && n <= max;
  return (
    <>
      <p
        id={id}
        className={`mt-1 text-sm ${ok ? "text-emerald-800" : "text-red-800"}`}
        data-testid="description-count"
      >
        {words}
      </p>
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
    </>
  );
}

/** What the Markdown would look like, and what Publish would refuse in it (none: nothing shown). */
export function MarkdownPreview({ markdown, id }: { markdown: string; id: string }) {
  const problems = checkMarkdown(markdown);
  // Rendered only while open (it follows every key typed); its links are for looking at, not tapping.
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded border border-slate-300 bg-white"
      data-testid={`${id}-preview`}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer px-3 py-3 text-sm font-semibold text-navy-950">
        {copy.preview.live}
      </summary>
      {problems.length > 0 ? (
        <div className="border-t border-slate-200 px-3 py-2 text-sm text-red-900">
          <p className="font-semibold">{copy.preview.problems}</p>
          <ul className="list-disc pl-5">
            {problems.map((p, i) => (
              <li key={i}>{markdownProblemWords[p.code](p.found)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {open ? (
        // The site's own pipeline: raw HTML is shown as text, links and images are limited (markdown.ts).
        <div
          inert
          className="prose-article max-w-none border-t border-slate-200 px-3 py-2 text-sm"
          dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown) }}
        />
      ) : null}
    </details>
  );
}

/**
 * The article's uploaded photo: its id (posted as `media`) and, with JavaScript, a file input that sends a
 * photo to the office's upload route, shows its progress and waits until it is ready.
 */
export function ArticlePhoto({ initial, describedBy }: { initial: string; describedBy?: string }) {
  const [media, setMedia] = useState(initial);
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const [thumb, setThumb] = useState<string | undefined>();
  const abort = useRef<AbortController | null>(null);
  useEffect(() => {
    const id = Number(initial);
    if (!Number.isInteger(id) || id <= 0) return;
    const ctl = new AbortController();
    void pollPhoto(id, (s) => setThumb(thumbnailOf(s)), { signal: ctl.signal, maxMs: 10_000 });
    return () => ctl.abort();
  }, [initial]);
  useEffect(() => () => abort.current?.abort(), []);

  async function send(file: File) {
    abort.current?.abort();
    setThumb(undefined);
    setStatus({ text: copy.image.uploading(null) });
    const blob = await shrinkPhoto(file);
    const { done } = uploadPhoto(blob, file.name, {
      onProgress: (share) => setStatus({ text: copy.image.uploading(Math.round(share * 100)) }),
      failed: copy.image.uploadFailed,
    });
    const result = await done;
    if (!result.ok) return setStatus({ text: result.error, error: true });
    setMedia(String(result.id));
    setStatus({ text: mediaCopy.states.pending });
    const ctl = new AbortController();
    abort.current = ctl;
    await pollPhoto(
      result.id,
      (s) => {
        setStatus({ text: mediaCopy.states[s.state], error: s.state === "failed" });
        if (s.state === "ready") setThumb(thumbnailOf(s));
      },
      { signal: ctl.signal },
    );
  }

  return (
    <div className="space-y-2">
      <input type="hidden" name="media" value={media} />
      {media ? <p className="text-sm text-slate-700">{copy.image.current(Number(media))}</p> : null}
      {thumb ? <img src={thumb} alt="" className="h-24 w-auto rounded border border-slate-300" /> : null}
      <div>
        <label htmlFor="article-photo" className={labelClass}>
          {copy.image.upload}
        </label>
        <p id="article-photo-hint" className="text-sm text-slate-700">
          {mediaCopy.accepts}
        </p>
        <input
          id="article-photo"
          type="file"
          accept={PHOTO_ACCEPT}
          aria-describedby={describedBy ? `article-photo-hint ${describedBy}` : "article-photo-hint"}
          className={`${inputClass} file:mr-3 file:min-h-9 file:rounded file:border-0 file:bg-slate-200 file:px-3`}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void send(file);
          }}
        />
      </div>
      <p
        role="status"
        className={`text-sm ${status?.error ? "text-red-800" : "text-slate-700"}`}
        data-testid="photo-status"
      >
        {status?.text ?? ""}
      </p>
    </div>
  );
}
