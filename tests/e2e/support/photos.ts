/**
 * Photos as a phone takes them, for the upload tests (tests/e2e/media.e2e.ts, request-photos.e2e.ts):
 * noise, so each is a real photo's size, and, `tagged`, the camera and GPS tags a phone writes and held
 * upright by EXIF orientation 6 (turned a quarter), which the pipeline must strip and apply.
 */
import sharp from "sharp";

export function phoneJpeg(width: number, height: number, { tagged = false } = {}): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  }).jpeg({ quality: 85 });
  return (
    tagged
      ? image
          .withExif({
            IFD0: { Make: "PhoneMaker", Model: "Phone 15", DateTime: "2026:11:20 14:03:11" },
            IFD3: {
              GPSLatitudeRef: "N",
              GPSLatitude: "34/1 1/1 0/1",
              GPSLongitudeRef: "W",
              GPSLongitude: "118/1 29/1 0/1",
            },
          })
          .withMetadata({ orientation: 6 })
      : image
  ).toBuffer();
}
