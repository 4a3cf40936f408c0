/**
 * The illustration palette: warm stucco, coastal sky, deep navy, the brand teal and concrete greys.
 * Every scene draws from these values so the set reads as one family.
 */

export const palette = {
  skyTop: "#4fa6de",
  skyMid: "#8fcbef",
  skyHaze: "#e4f2f6",
  sunCore: "#fff8e1",
  sunGlow: "#ffe9b0",
  cloud: "#ffffff",

  oceanFar: "#a7d2e0",
  ocean: "#6db2cc",
  oceanDeep: "#3f8fb3",

  hillFar: "#b8ccd0",
  hillMid: "#9fb8a4",
  hillNear: "#84a37f",
  chaparral: "#6f9068",
  dirt: "#c9ab82",
  dirtDark: "#a88a63",

  stucco: "#f2e2c8",
  stuccoLight: "#f8eddb",
  stuccoShade: "#e0c8a3",
  stuccoDeep: "#c9ab83",
  stuccoAlt: "#efd9c4",
  stuccoAltShade: "#d9bda3",
  stuccoWhite: "#f6f1e8",
  stuccoWhiteShade: "#ddd5c7",

  terracotta: "#c8693f",
  terracottaLight: "#dc8a5e",
  terracottaDark: "#9e4d2b",

  navy: "#1b2a47",
  navyLight: "#2f4468",
  navyMuted: "#4a5d7e",

  teal: "#0f766e",
  tealLight: "#2a9d8f",
  tealPale: "#cfe9e4",

  concrete: "#b8b7b0",
  concreteLight: "#d8d6cf",
  concretePale: "#e7e5df",
  concreteDark: "#8e8d86",
  concreteDeep: "#6c6b65",

  coatingGrey: "#c6cac6",
  coatingTan: "#d9c9aa",
  coatingSand: "#e3d6bd",

  wood: "#b07b4a",
  woodLight: "#c99a68",
  woodDark: "#7d5533",

  glass: "#c4e4ef",
  glassDeep: "#86bfd3",
  windowDark: "#2f4a66",
  interiorWarm: "#f3d9a8",

  leaf: "#4a8f58",
  leafDark: "#2f6b44",
  leafDeep: "#21523a",
  leafLight: "#7db86f",
  olive: "#8ea56a",
  agave: "#7fa79a",
  bougainvillea: "#d2487f",
  flowerOrange: "#ef9d45",
  flowerYellow: "#f2cc4d",
  lavender: "#9b8ac4",

  rust: "#97451f",
  rustLight: "#c06a35",
  stain: "#5f513f",
  algae: "#6f7f45",
  efflorescence: "#f4f1ea",

  water: "#a6d5e6",
  waterDeep: "#4f9fc2",
  poolLight: "#7fd3df",
  poolDeep: "#2a9bb8",

  white: "#ffffff",
  black: "#10182b",
} as const;

export type Colour = (typeof palette)[keyof typeof palette];
