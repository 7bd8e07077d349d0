import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { drawPortrait, type PortraitTraits } from './draw-portrait.js';

const HAIR: PortraitTraits['hairColor'][] = ['brunette', 'blond', 'brown', 'white', 'bald', 'black', 'dark_blond', 'dark_brown', 'gray', 'red', 'other'];
const EYES: PortraitTraits['eyeColor'][] = ['blue', 'green', 'hazel', 'brown'];

const base: PortraitTraits = { seed: 42, gender: 'female', age: 31, hairColor: 'brown', eyeColor: 'green', variant: 0 };

/** A spread of traits that reaches every hair style, beard, neckline and age band. */
function sweep(): PortraitTraits[] {
  const out: PortraitTraits[] = [];
  for (let seed = 0; seed < 120; seed++) {
    out.push({
      seed: seed * 7919,
      gender: seed % 2 ? 'male' : 'female',
      age: 18 + ((seed * 13) % 53),
      hairColor: HAIR[seed % HAIR.length] ?? 'brown',
      eyeColor: EYES[seed % EYES.length] ?? 'blue',
      variant: seed % 4,
    });
  }
  return out;
}

const skinOf = (svg: string): string | undefined => /<radialGradient id="sk"[^>]*><stop offset="[\d.]+" stop-color="(#[0-9a-f]{6})"/.exec(svg)?.[1];

describe('drawPortrait', () => {
  it('is deterministic for equal input', () => {
    expect(drawPortrait({ ...base })).toBe(drawPortrait({ ...base }));
    expect(drawPortrait({ ...base, gender: 'male', hairColor: 'bald', variant: 3 })).toBe(drawPortrait({ ...base, gender: 'male', hairColor: 'bald', variant: 3 }));
  });

  it('gives different output for different seeds', () => {
    const svgs = new Set([1, 2, 3, 4, 5].map((seed) => drawPortrait({ ...base, seed })));
    expect(svgs.size).toBe(5);
  });

  it('keeps the face of one person across variants, but changes the photo', () => {
    for (const seed of [1, 99, 12345]) {
      const variants = [0, 1, 2, 3].map((variant) => drawPortrait({ ...base, seed, variant }));
      const skin = skinOf(variants[0] ?? '');
      expect(skin).toMatch(/^#[0-9a-f]{6}$/);
      for (const svg of variants) {
        expect(skinOf(svg)).toBe(skin);
        expect(svg).toContain(`stop-color="${skin ?? ''}"`);
      }
      expect(new Set(variants).size).toBe(4);
    }
  });

  it('uses the requested iris colour and size', () => {
    const svg = drawPortrait({ ...base, eyeColor: 'blue' }, 320);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 600 600" width="320" height="320">/);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(drawPortrait({ ...base, eyeColor: 'blue' })).not.toBe(drawPortrait({ ...base, eyeColor: 'brown' }));
  });

  it('renders with sharp to a 600x600 image', async () => {
    const png = await sharp(Buffer.from(drawPortrait(base))).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(600);
    expect(meta.height).toBe(600);
    // not a blank canvas: the centre (face) differs from the corner (background)
    const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number): string => Array.from(data.subarray((y * 600 + x) * 3, (y * 600 + x) * 3 + 3)).join(',');
    expect(px(300, 300)).not.toBe(px(5, 5));
  });

  it('renders every style in the sweep', async () => {
    for (const t of sweep()) {
      const meta = await sharp(Buffer.from(drawPortrait(t, 64))).metadata();
      expect([meta.width, meta.height]).toEqual([64, 64]);
    }
  });

  it('draws no hair for bald people, and hair otherwise', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const gender of ['male', 'female'] as const) {
        expect(drawPortrait({ ...base, seed, gender, hairColor: 'bald' })).not.toContain('data-part="hair"');
        expect(drawPortrait({ ...base, seed, gender, hairColor: 'black' })).toContain('data-part="hair"');
      }
    }
  });

  it('uses only basic elements, no text, images, scripts or references, and stays small', () => {
    const allowed = new Set(['svg', 'defs', 'linearGradient', 'radialGradient', 'stop', 'g', 'rect', 'circle', 'ellipse', 'path']);
    for (const t of sweep()) {
      const svg = drawPortrait(t);
      for (const bad of ['<text', '<image', '<script', 'href=', '<filter', 'NaN', 'undefined', 'Infinity']) expect(svg).not.toContain(bad);
      for (const m of svg.matchAll(/<([a-zA-Z]+)/g)) expect(allowed).toContain(m[1]);
      expect(svg.length).toBeLessThan(12_000);
    }
  });
});
