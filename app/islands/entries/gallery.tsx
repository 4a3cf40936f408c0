import { GalleryViewer } from "~/components/sections/gallery-viewer";
import { mountIslands } from "../mount";

mountIslands("gallery", GalleryViewer);
