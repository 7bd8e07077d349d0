import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { EYE_COLORS, HAIR_COLORS } from '@app/shared';
import type { Storage } from '../../platform/storage.js';
import { drawPortrait } from './draw-portrait.js';

/**
 * Demo photos are drawn on first view instead of at seed time (2,500 portraits would hold up the first start by
 * minutes). The storage key carries the portrait's traits, plus 64 random bits so that, like every photo key, it
 * cannot be guessed from the member; once drawn, the files are stored like any upload.
 */
export interface DemoPortrait { seed: number; variant: number; gender: 'male' | 'female'; age: number; hairColor: (typeof HAIR_COLORS)[number]; eyeColor: (typeof EYE_COLORS)[number] }

export const demoStorageKey = (p: DemoPortrait) =>
  `demo-${p.seed}-${p.variant}-${p.gender === 'male' ? 'm' : 'f'}-${p.age}-${HAIR_COLORS.indexOf(p.hairColor)}-${EYE_COLORS.indexOf(p.eyeColor)}-${randomBytes(8).toString('hex')}`;

const DEMO_KEY = /^photos\/demo-(\d+)-(\d)-([mf])-(\d+)-(\d+)-(\d+)(?:-[0-9a-f]{16})?\/(thumb|full)\.webp$/;

export function parseDemoKey(key: string): (DemoPortrait & { size: 'thumb' | 'full' }) | null {
  const m = DEMO_KEY.exec(key);
  if (!m) return null;
  const hairColor = HAIR_COLORS[Number(m[5])];
  const eyeColor = EYE_COLORS[Number(m[6])];
  if (!hairColor || !eyeColor) return null;
  return { seed: Number(m[1]), variant: Number(m[2]), gender: m[3] === 'm' ? 'male' : 'female', age: Number(m[4]), hairColor, eyeColor, size: m[7] as 'thumb' | 'full' };
}

export function withDemoPhotos(storage: Storage): Storage {
  return {
    ...storage,
    async get(key) {
      const stored = await storage.get(key);
      if (stored) return stored;
      const demo = parseDemoKey(key);
      if (!demo) return null;
      const svg = Buffer.from(drawPortrait(demo, demo.size === 'thumb' ? 400 : 800));
      const body = await sharp(svg).webp({ quality: demo.size === 'thumb' ? 78 : 82 }).toBuffer();
      await storage.put(key, body);
      return body;
    },
  };
}
