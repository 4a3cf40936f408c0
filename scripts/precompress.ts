/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the client
 * build, once, so the server (server/precompressed.server.ts) never compresses a page or asset per
 * request. nginx can serve the same files with `gzip_static on` / `brotli_static on`.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { COMPRESSIBLE } from "../server/precompressed.server.ts";
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

export async function precompress(dir: string): Promise<{ files: number; bytes: number; br: number }> {
  const list: string[] = [];
  for await (const file of files(dir)) list.push(file);
  let bytes = 0;
  let brBytes = 0;
  // zlib runs on libuv's thread pool, so a few at a time use every core.
  const queue = [...list];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gz(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      bytes += body.length;
      brBytes += br.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: list.length, bytes, br: brBytes };
}
