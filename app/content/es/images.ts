/** The image registry's alt texts in Spanish (the images, sizes and focal points: ../images.ts). */
import type { ImageKey } from "../images";

export const imageAlt: Readonly<Record<ImageKey, string>> = {
  "hero-home":
    "Ilustración: una casa soleada en una ladera de Los Ángeles con una terraza en voladizo recién recubierta y un balcón con barandal de vidrio, palmeras y la costa del Pacífico al fondo",
  "hero-services":
    "Ilustración: un edificio de apartamentos de estuco de tres pisos con balcones recubiertos tras barandales de vidrio, una escalera exterior de concreto, una azotea y jardineras",
  "hero-about":
    "Ilustración: la camioneta blanca de la cuadrilla, con una escalera en el techo, estacionada frente a una casa de estuco de dos pisos con un balcón en reparación",
  "hero-contact":
    "Ilustración: la oficina de la empresa, de estuco y dos pisos, con un toldo verde azulado, jardineras, una banca y palmeras, con el mar detrás",
  "hero-blog":
    "Ilustración: un balcón a medio recubrir, con el recubrimiento viejo agrietado y manchado a la izquierda, el nuevo, liso y gris, a la derecha, y un rodillo y una cubeta en la orilla",
  deck: "Ilustración: una casa en una ladera con una terraza grande recubierta sobre postes de acero, barandal de vidrio, camastros y una sombrilla verde azulada",
  balcony:
    "Ilustración: una fachada de apartamentos de estuco con balcones recubiertos tras barandales de vidrio, macetas y mesitas de bistró",
  planter:
    "Ilustración: corte de una jardinera de estuco que muestra la membrana impermeable, la lámina de drenaje, la grava, la tela filtrante y la tierra bajo las plantas",
  "pool-deck":
    "Ilustración: una alberca rodeada de un piso recubierto color arena con camastros, una sombrilla verde azulada y palmeras",
  stairs:
    "Ilustración: una escalera exterior de concreto con escalones recubiertos de bordes verde azulado y un barandal metálico azul marino que sube a una puerta verde azulada",
  "roof-deck":
    "Ilustración: una azotea con recubrimiento gris nuevo, pretil y barandal de vidrio, una pérgola, camastros, jardineras y una sombrilla sobre la ciudad",
  "floor-leveling":
    "Ilustración: un cuarto donde se vació mortero autonivelante liso sobre una losa vieja de concreto agrietada, con un rastrillo de nivel, un rodillo de púas y una cubeta de mezcla",
  "below-grade":
    "Ilustración: corte de un muro de sótano bajo el nivel del suelo con membrana impermeable, lámina de drenaje, grava y un tubo de drenaje perforado que mantienen seco el cuarto",
  "between-slab":
    "Ilustración: corte de una terraza de losa doble que muestra la losa estructural, la membrana impermeable, la placa de protección, la lámina de drenaje, la losa de acabado y los adoquines con un desagüe",
  "testimonial-condo-balconies":
    "Ilustración: un edificio de condominios de tres pisos con balcones recién recubiertos tras barandales de vidrio, con palmeras y cerros al fondo",
  "testimonial-pasadena-deck":
    "Ilustración: una casa de dos pisos en una ladera al atardecer, con una terraza color canela recién recubierta, barandal de madera, camastros y una sombrilla",
};
