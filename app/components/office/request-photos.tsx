import { requestCopy } from "~/content/office/work";
import type { RequestKind } from "~/lib/office/pipeline";
import { requestPhotoPath } from "~/lib/office/work-paths";
import { Section } from "./work-ui";

/** A customer's photo as the request's page lists it. */
export interface RequestPhoto {
  id: number;
  state: "pending" | "ready" | "failed";
  width: number;
  height: number;
}

/**
 * The photos a customer sent with a lead or a booking: thumbnails, each a link to the full size (both
 * served only to the office, under the request's own address). Nothing when none came.
 */
export function RequestPhotos({
  kind,
  requestId,
  photos,
}: {
  kind: RequestKind;
  requestId: number;
  photos: readonly RequestPhoto[];
}) {
  if (photos.length === 0) return null;
  const copy = requestCopy.photos;
  return (
    <Section title={copy.title}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-request-photos="">
        {photos.map((p, i) => (
          <li key={p.id}>
            {p.state === "ready" ? (
              <a
                href={requestPhotoPath(kind, requestId, p.id, "full")}
                className="block overflow-hidden rounded-md ring-1 ring-slate-200 focus-visible:ring-2 focus-visible:ring-teal-600"
              >
                <img
                  src={requestPhotoPath(kind, requestId, p.id, "thumb")}
                  alt={copy.open(i + 1, photos.length)}
                  width={p.width}
                  height={p.height}
                  loading="lazy"
                  className="aspect-[4/3] h-auto w-full object-cover"
                />
              </a>
            ) : (
              <p className="flex aspect-[4/3] items-center justify-center rounded-md bg-slate-100 p-2 text-center text-sm">
                {p.state === "pending" ? copy.preparing : copy.failed}
              </p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A request's photos for its page's loader: what the office's page needs of each. */
export const photoList = (rows: readonly RequestPhoto[]): RequestPhoto[] =>
  rows.map(({ id, state, width, height }) => ({ id, state, width, height }));
