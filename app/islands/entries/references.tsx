import { ReferenceTable } from "~/components/sections/reference-table";
import { mountIslands } from "../mount";

mountIslands("references", ReferenceTable);
