import { BookingPhotos } from "~/components/sections/booking-photos";
import { mountIslands } from "../mount";

mountIslands("booking-photos", BookingPhotos);
