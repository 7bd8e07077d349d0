// Writes .br and .gz next to each built asset, so the server sends compressed files without compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(import.meta.dirname, '../dist');
let count = 0;
for (const file of fs.readdirSync(dir, { recursive: true })) {
  const full = path.join(dir, String(file));
  if (!/\.(js|css|svg|json|webmanifest|txt)$/.test(full) || fs.statSync(full).size < 1024) continue;
  const body = fs.readFileSync(full);
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files`);
