/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the client
 * build, once, so the server (server/precompressed.server.ts) never compresses a page or asset per
 * request. nginx can serve the same files with `gzip_static on` / `brotli_static on`.
 */
import { readFile, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { filesUnder } from "../server/files.server.ts";
import pLimit from "p-limit";
import { COMPRESSIBLE } from "../server/precompressed.server.ts";
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export async function precompress(dir: string): Promise<{ files: number; bytes: number; br: number }> {
  const list = filesUnder(dir, (name) => COMPRESSIBLE.test(name));
  let bytes = 0;
  let brBytes = 0;
  // zlib runs on libuv's thread pool, so a few at a time use every core.
  await pLimit(4).map(list, async (file) => {
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
  });
  return { files: list.length, bytes, br: brBytes };
}
