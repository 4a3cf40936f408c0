import { defineSiteGates } from "./support/site-gates";

defineSiteGates("phone");
