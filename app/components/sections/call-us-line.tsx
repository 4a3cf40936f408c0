import { useCopy } from "~/lib/rendering/use-copy";

/** A status screen's line of text ending in the company's phone number, as a call link. */
export function CallUsLine({ text }: { text: string }) {
  const { phone } = useCopy();
  return (
    <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
      {text}{" "}
      <a className="font-semibold text-teal-700 underline" href={phone.href}>
        {phone.display}
      </a>
      .
    </p>
  );
}
