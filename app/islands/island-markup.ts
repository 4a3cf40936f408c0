/** The attribute that marks an island's element (its value is the island's name). */
export const ISLAND_ATTR = "data-island";
/** The attribute of the JSON `<script>` right after an island's element, which carries its props. */
export const ISLAND_PROPS_ATTR = "data-island-props";

/**
 * An island's props as the text of a `<script type="application/json">`: `<` is written `\u003c`, so a
 * stored `</script>` (or `<!--`) cannot end the element early; JSON.parse reads it back unchanged.
 * U+2028/2029 are escaped too, for any reader that treats the text as script.
 */
export const propsJson = (props: unknown): string =>
  JSON.stringify(props)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
