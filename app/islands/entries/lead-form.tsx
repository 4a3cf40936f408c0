import { LeadForm } from "~/components/sections/lead-form";
import { mountIslands } from "../mount";

mountIslands("lead-form", LeadForm);
