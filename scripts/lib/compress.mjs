/**
 * The precompressed variants of a text file as the build writes them (postbuild step 6) and as
 * the benchmark's limit pages need them: brotli at its best quality in text mode, gzip at level 9.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Resolves with `{ br, gz }`, the brotli and gzip bytes of `data` (a Buffer or string). */
export async function compressedVariants(data) {
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz: gzipped };
}
