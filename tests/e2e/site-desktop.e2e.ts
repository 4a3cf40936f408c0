import { defineSiteGates } from "./support/site-gates";

defineSiteGates("desktop");
