import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage.js';

describe('local storage', () => {
  it('many writers of one key at once: no error, and the file is one of them whole', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
    const storage = createLocalStorage(root);
    const bodies = Array.from({ length: 20 }, (_, i) => Buffer.alloc(50_000, i));
    await Promise.all(bodies.map((body) => storage.put('photos/demo-1/thumb.webp', body)));
    const stored = await storage.get('photos/demo-1/thumb.webp');
    expect(bodies.some((b) => b.equals(stored!))).toBe(true);
    expect(fs.readdirSync(path.join(root, 'photos/demo-1'))).toEqual(['thumb.webp']);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
