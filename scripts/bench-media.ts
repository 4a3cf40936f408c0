/**
 * Photo pipeline benchmark (section 5's targets) against the built server:
 * - a 12-megapixel phone JPEG (GPS tags, turned by its EXIF orientation) from upload to ready (target: 15 s);
 * - 20 such photos uploaded in a row and encoded one at a time: the server's peak memory (VmHWM, target:
 *   under 600 MB) and the time they take;
 * - public pages' p95 latency (`/`, `/gallery`, four requests at a time) with no photo encoding, and
 *   while the 20 are encoded.
 *   npm run bench:media                 (builds first)
 *   BENCH_PORT=4395 node scripts/require-node.js scripts/bench-media.ts
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { startBuiltServer } from "./built-server.ts";
import "./ts-resolve.js";

const { seedPerson } = await import("../tests/e2e/support/office.ts");
const { cookieSettings } = await import("../app/lib/office/office-service.server.ts");
const { MEDIA_UPLOAD_PATH } = await import("../app/lib/media/limits.ts");

const PORT = Number(process.env.BENCH_PORT ?? 4395);
const origin = `http://localhost:${PORT}`;
const PHOTOS = 20;
const dir = mkdtempSync(join(tmpdir(), "bench-media-"));
const dbPath = join(dir, "leads.db");

/** A phone-like 4000×3000 JPEG: photographic texture (blurred noise), GPS and camera tags, orientation 6. */
async function phoneJpeg(seed: number): Promise<Buffer> {
  const texture = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 110 + seed, sigma: 45 },
    },
  })
    .blur(1.5)
    .jpeg({ quality: 90 })
    .toBuffer();
  return sharp(texture)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "34/1 1/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const peakRssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

const server = await startBuiltServer(PORT, {
  SITE_URL: origin,
  LEADS_DB: dbPath,
  LOG_LEVEL: "warn",
  RATE_LIMIT_MAX: "100000",
});
try {
  const person = seedPerson(dbPath, { email: "bench@example.com", role: "office" });
  const cookie = `${cookieSettings(origin).name}=${person.sessionId}`;

  async function upload(bytes: Buffer): Promise<number> {
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "IMG.jpg");
    const res = await fetch(`${origin}${MEDIA_UPLOAD_PATH}`, {
      method: "POST",
      body: form,
      headers: { origin, cookie },
    });
    const body = (await res.json()) as { id?: number; error?: string };
    if (res.status !== 202 || !body.id) throw new Error(`upload refused: ${res.status} ${body.error}`);
    return body.id;
  }
  async function ready(id: number) {
    for (;;) {
      const res = await fetch(`${origin}${MEDIA_UPLOAD_PATH}/${id}`, { headers: { cookie } });
      const { state } = (await res.json()) as { state: string };
      if (state === "ready") return;
      if (state !== "pending") throw new Error(`photo ${id} ${state}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  /** Loads public pages (four at a time) until `until` settles; their p95 and p50 in ms. */
  async function pagesDuring(until: Promise<unknown>) {
    const times: number[] = [];
    let done = false;
    void until.finally(() => (done = true));
    const paths = ["/", "/gallery"];
    await Promise.all(
      [0, 1, 2, 3].map(async (worker) => {
        for (let i = worker; !done; i++) {
          const started = performance.now();
          const res = await fetch(`${origin}${paths[i % paths.length]}`);
          await res.arrayBuffer();
          times.push(performance.now() - started);
        }
      }),
    );
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
    return { p50: at(0.5), p95: at(0.95), requests: times.length };
  }

  const photos = await Promise.all(Array.from({ length: PHOTOS + 1 }, (_, i) => phoneJpeg(i)));
  const [first] = photos;
  if (!first) throw new Error("no photo made");
  console.log(`photo: 4000×3000 JPEG, ${(first.length / 1e6).toFixed(1)} MB, GPS tags, EXIF orientation 6`);
  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );

  const t0 = performance.now();
  await ready(await upload(first));
  const oneSeconds = (performance.now() - t0) / 1000;
  console.log(`one 12 MP photo, upload to ready: ${oneSeconds.toFixed(1)} s (target 15 s)`);

  const idle = await pagesDuring(new Promise((r) => setTimeout(r, 5000)));
  console.log(
    `public pages, no encoding: p50 ${idle.p50} ms, p95 ${idle.p95} ms (${idle.requests} requests)`,
  );

  const t1 = performance.now();
  const batch = (async () => {
    const ids: number[] = [];
    for (const photo of photos.slice(1)) ids.push(await upload(photo));
    for (const id of ids) await ready(id);
  })();
  const busy = await pagesDuring(batch);
  await batch;
  const batchSeconds = (performance.now() - t1) / 1000;
  console.log(
    `${PHOTOS} photos in a row: ${batchSeconds.toFixed(1)} s (${(batchSeconds / PHOTOS).toFixed(1)} s each)`,
  );
  console.log(
    `public pages while encoding: p50 ${busy.p50} ms, p95 ${busy.p95} ms (${busy.requests} requests)`,
  );
  console.log(
    `server's peak memory (VmHWM): ${peakRssMb(server.pid ?? 0).toFixed(0)} MB (target under 600 MB)`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dir, { recursive: true, force: true });
}
