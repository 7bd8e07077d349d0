#!/usr/bin/env node
// Merges texts into the catalogues: node scripts/merge-texts.mjs <file.json> [--web | --console]
// The file holds { "<locale>": { nested keys } }; existing keys are overwritten, others kept. Keys keep their order.
import fs from 'node:fs';
import path from 'node:path';

const [file, flag] = process.argv.slice(2);
const dir = path.join(import.meta.dirname, '..', 'packages/shared/locales', flag === '--web' ? 'web' : flag === '--console' ? 'console' : '');
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b)) a[k] = v && typeof v === 'object' && !Array.isArray(v) ? merge(a[k] && typeof a[k] === 'object' ? a[k] : {}, v) : v;
  return a;
};
// Several writers may merge at once (helpers working in parallel): a lock directory makes each merge whole.
const lock = path.join(dir, '.merge-lock');
for (let tries = 0; ; tries++) {
  try { fs.mkdirSync(lock); break; } catch { if (tries > 400) throw new Error(`lock ${lock} held`); await new Promise((r) => setTimeout(r, 25)); }
}
try {
for (const [locale, texts] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')))) {
  const target = path.join(dir, `${locale}.json`);
  const current = JSON.parse(fs.readFileSync(target, 'utf8'));
  fs.writeFileSync(target, `${JSON.stringify(merge(current, texts), null, 2)}\n`);
  console.log(`merged ${locale}`);
}
} finally { fs.rmdirSync(lock); }
