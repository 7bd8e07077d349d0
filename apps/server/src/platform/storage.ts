import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where media bytes live. The local folder is the default; an S3-compatible store implements the same three calls. */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function createLocalStorage(root: string): Storage {
  const file = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error('unsafe storage key');
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = file(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Write then rename: a reader never sees half a file. The temporary name is unique, so two writers of the same
      // key (two first views of one demo portrait at once) each rename their own file and the last one wins whole.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.promises.writeFile(temporary, body);
      await fs.promises.rename(temporary, target);
    },
    async get(key) {
      try { return await fs.promises.readFile(file(key)); } catch { return null; }
    },
    async remove(key) {
      await fs.promises.rm(file(key), { force: true });
    },
  };
}
