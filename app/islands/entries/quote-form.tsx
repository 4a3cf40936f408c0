import { QuoteForm } from "~/components/sections/quote-form";
import { mountIslands } from "../mount";

mountIslands("quote-form", QuoteForm);
