import { useState } from "react";
import { secondaryButtonClass } from "./office-page";

/**
 * A private link shown once for the office to copy into a text message (a review link, a photo link):
 * read-only, selected on focus, with a Copy button once script runs.
 */
export function CopyOnceLink({
  id,
  url,
  words,
}: {
  id: string;
  url: string;
  words: { linkLabel: string; copy: string; copied: string };
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {words.linkLabel}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          className="min-h-11 w-full min-w-0 rounded border border-slate-300 px-2 text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className={`${secondaryButtonClass} shrink-0`}
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          {copied ? words.copied : words.copy}
        </button>
      </div>
    </div>
  );
}
