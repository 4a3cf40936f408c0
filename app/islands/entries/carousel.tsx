import { CarouselControls } from "~/components/sections/carousel-controls";
import { mountIslands } from "../mount";

mountIslands("carousel", CarouselControls);
