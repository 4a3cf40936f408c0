import plugin from "tailwindcss/plugin";
import { iconRules } from "./icon-css.ts";

/**
 * Tailwind plugin (`@plugin` in app.css): the icons' rules (./icon-css.ts). Added as base styles, which
 * Tailwind always writes: as utilities they would be left out, since pages build the class name
 * (`i-${name}`) rather than spell it.
 */
export default plugin(({ addBase }) => addBase(iconRules()));
