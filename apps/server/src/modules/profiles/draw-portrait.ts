/**
 * Illustrated, fully clothed head-and-shoulders portraits for the demo population, drawn as SVG without any
 * network or randomness outside the seed. Person-level choices (skin, face shape, hair style, beard, glasses)
 * come from `seed`; photo-level choices (background, clothing, tilt, framing) from `seed` + `variant`, so the
 * photos of one person share the face. The drawing works in a fixed 600x600 coordinate space; `size` only sets
 * width/height. Only rect/circle/ellipse/path/g and gradients are used, so librsvg (sharp) renders it as is.
 */

export interface PortraitTraits {
  seed: number;
  gender: 'male' | 'female';
  age: number;
  hairColor: 'brunette' | 'blond' | 'brown' | 'white' | 'bald' | 'black' | 'dark_blond' | 'dark_brown' | 'gray' | 'red' | 'other';
  eyeColor: 'blue' | 'green' | 'hazel' | 'brown';
  variant: number;
}

type Rng = () => number;

export function mulberry32(a: number): Rng {
  let s = a >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash2(a: number, b: number): number {
  let h = Math.imul((a >>> 0) ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b >>> 0, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

function pick<T>(r: Rng, items: readonly T[]): T {
  const v = items[Math.floor(r() * items.length)];
  if (v === undefined) throw new Error('pick from empty list');
  return v;
}

const range = (r: Rng, a: number, b: number): number => a + (b - a) * r();

/** Number formatting for the SVG: one decimal, no "-0". */
function f(x: number): string {
  const v = Math.round(x * 10) / 10;
  return Object.is(v, -0) ? '0' : String(v);
}

/** Tagged template that formats interpolated numbers with `f`; strings pass through unchanged. */
function d(strings: TemplateStringsArray, ...vals: Array<number | string>): string {
  let s = strings[0] ?? '';
  vals.forEach((v, i) => {
    s += (typeof v === 'number' ? f(v) : v) + (strings[i + 1] ?? '');
  });
  return s;
}

// ---- colours ----

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex(c: readonly [number, number, number]): string {
  return '#' + c.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const darken = (c: string, t: number): string => mix(c, '#000000', t);
const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);

const SKIN = ['#f7dcc8', '#f1c8aa', '#eab792', '#dca57e', '#c98d63', '#b0744d', '#93603f', '#774a30', '#5e3a26'] as const;

const HAIR: Record<Exclude<PortraitTraits['hairColor'], 'bald' | 'other'>, string> = {
  brunette: '#4b2e22',
  blond: '#e2c17c',
  brown: '#6e4529',
  white: '#ebe7e1',
  black: '#211c1b',
  dark_blond: '#b38a50',
  dark_brown: '#3a2418',
  gray: '#9e9b97',
  red: '#a5452a',
};
const DYED = ['#7d4fa8', '#2a9d8f', '#c94277', '#3f6fcf', '#d96a3b'] as const;

const IRIS: Record<PortraitTraits['eyeColor'], string> = { blue: '#4f86bd', green: '#5a9160', hazel: '#8f6e3a', brown: '#5b3a22' };

const CLOTHES = [
  '#2f4858', '#33658a', '#86bbd8', '#e9a23b', '#d1603d', '#6a4c93', '#1982c4', '#7fb069', '#c8553d',
  '#3d405b', '#81b29a', '#e07a5f', '#264653', '#2a9d8f', '#9d4edd', '#a4161a', '#f4f1de', '#5c677d',
] as const;

const BACKGROUNDS = [
  ['#fde2c8', '#f6b89a'], ['#d6ecf3', '#9cc9dc'], ['#e3f1df', '#a9d3a1'], ['#efe4f6', '#c5acd9'],
  ['#fff3c4', '#f1c96a'], ['#e2e6ea', '#aab4bf'], ['#fbe0e4', '#eaa5b1'], ['#d9efe9', '#8fc7b8'],
  ['#f3e9dc', '#cfb79a'], ['#dfe7fd', '#a3b5ee'],
] as const;

type MaleHair = 'short' | 'sidepart' | 'crew' | 'curly' | 'quiff' | 'long' | 'manbun';
type FemaleHair = 'long' | 'wavy' | 'bob' | 'bun' | 'ponytail' | 'curly' | 'pixie';
type HairStyle = MaleHair | FemaleHair;
type Beard = 'none' | 'full' | 'stubble' | 'goatee' | 'moustache';
type Neckline = 'crew' | 'vneck' | 'scoop' | 'shirt' | 'turtle' | 'blazer';

const CX = 300;
const TOP = 150;
const EYE_Y = 272;
const CHIN_Y = 400;

export function drawPortrait(t: PortraitTraits, size = 600): string {
  const seed = Math.trunc(t.seed) >>> 0;
  const variant = Math.trunc(t.variant) >>> 0;
  const age = Math.max(18, Math.min(70, t.age));
  const female = t.gender === 'female';
  const pr = mulberry32(hash2(seed, 0x5eed));
  const vr = mulberry32(hash2(seed, 0x1000 + variant));

  // ---- person-level choices (always drawn in the same order) ----
  const skin = pick(pr, SKIN);
  const W = female ? range(pr, 84, 92) : range(pr, 90, 100);
  const jawW = W * (female ? range(pr, 0.6, 0.72) : range(pr, 0.72, 0.86));
  const chinW = female ? range(pr, 15, 22) : range(pr, 22, 32);
  const eyeGap = range(pr, 34, 39);
  const mouthW = female ? range(pr, 22, 27) : range(pr, 24, 30);
  const openSmile = pr() < 0.55;
  const browTilt = range(pr, -2, 3);
  const style: HairStyle = female
    ? pick<FemaleHair>(pr, ['long', 'wavy', 'bob', 'bun', 'ponytail', 'curly', 'pixie', 'long', 'wavy'])
    : pick<MaleHair>(pr, ['short', 'sidepart', 'crew', 'curly', 'quiff', 'long', 'manbun', 'short', 'sidepart']);
  const part = pick(pr, [-1, 1] as const);
  const beardRoll = pr();
  const beard: Beard = female ? 'none' : beardRoll < 0.14 ? 'full' : beardRoll < 0.28 ? 'stubble' : beardRoll < 0.36 ? 'goatee' : beardRoll < 0.42 ? 'moustache' : 'none';
  const glasses = pr() < 0.25;
  const frame = pick(pr, ['#2b2b2b', '#6b4423', '#3b4a6b', '#8a8f96'] as const);
  const dyed = pick(pr, DYED);
  const lipstick = female && pr() < 0.5;
  const earrings = female && pr() < 0.5;

  // ---- photo-level choices ----
  const bg = pick(vr, BACKGROUNDS);
  const cloth = pick(vr, CLOTHES);
  const neckline: Neckline = female
    ? pick<Neckline>(vr, ['crew', 'vneck', 'scoop', 'scoop', 'shirt', 'turtle', 'blazer'])
    : pick<Neckline>(vr, ['crew', 'crew', 'vneck', 'shirt', 'shirt', 'turtle', 'blazer']);
  const tilt = range(vr, -6, 6);
  const scale = range(vr, 1.04, 1.16);
  const dx = range(vr, -18, 18);
  const dy = range(vr, -4, 20);
  const bokeh = [0, 1, 2].map(() => [range(vr, 0, 600), range(vr, 0, 420), range(vr, 50, 130), range(vr, 0.12, 0.3)] as const);
  const lightFromLeft = vr() < 0.5;

  // ---- colours ----
  const grey = age < 40 ? 0 : Math.min(0.3, (age - 40) / 75);
  const bald = t.hairColor === 'bald';
  let hair: string;
  if (t.hairColor === 'bald') hair = age > 50 ? '#8c8783' : '#4a3426';
  else if (t.hairColor === 'other') hair = dyed;
  else if (t.hairColor === 'white' || t.hairColor === 'gray') hair = HAIR[t.hairColor];
  else hair = mix(HAIR[t.hairColor], '#aca69f', grey);
  const hairDark = darken(hair, 0.28);
  const hairLight = lighten(hair, 0.18);
  const lightHair = rgb(hair).reduce((a, b) => a + b, 0) > 420;
  const brow = t.hairColor === 'other' ? darken(mix(dyed, '#3a2a20', 0.6), 0.1) : lightHair ? mix(hair, '#5a3b26', 0.55) : darken(hair, 0.12);
  const skinDark = darken(skin, 0.14);
  const skinDeep = darken(skin, 0.3);
  const line = darken(skin, 0.42);
  const lip = lipstick ? mix(skin, '#b0304a', 0.62) : mix(skinDeep, '#b5524f', 0.35);
  const clothDark = darken(cloth, 0.22);

  const out: string[] = [];
  const push = (s: string): void => void out.push(s);

  // ---- defs ----
  const lx = lightFromLeft ? 0.38 : 0.62;
  push(
    `<defs>` +
      `<linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient>` +
      `<radialGradient id="sk" cx="${f(lx)}" cy="0.4" r="0.7"><stop offset="0.55" stop-color="${skin}"/><stop offset="1" stop-color="${skinDark}"/></radialGradient>` +
      `<linearGradient id="cl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(cloth, 0.08)}"/><stop offset="1" stop-color="${darken(cloth, 0.18)}"/></linearGradient>` +
      `<linearGradient id="hr" gradientUnits="userSpaceOnUse" x1="0" y1="100" x2="0" y2="500"><stop offset="0" stop-color="${hairLight}"/><stop offset="0.5" stop-color="${hair}"/><stop offset="1" stop-color="${hairDark}"/></linearGradient>` +
      `</defs>`,
  );

  // ---- background ----
  push(`<rect width="600" height="600" fill="url(#bg)"/>`);
  for (const [bx, by, br, bo] of bokeh) push(d`<circle cx="${bx}" cy="${by}" r="${br}" fill="#fff" opacity="${bo}"/>`);

  // ---- figure ----
  const a = 300 - 300 * scale + dx;
  const b = 600 - 600 * scale + dy;
  push(d`<g transform="matrix(${scale} 0 0 ${scale} ${a} ${b})">`);

  const headOpen = d`<g transform="rotate(${tilt} ${CX} 430)">`;

  // back hair (behind neck and body)
  if (!bald) {
    const back = backHair(style, W, part, female);
    if (back) push(`${headOpen}<g data-part="hair" fill="url(#hr)">${back}</g></g>`);
  }

  // neck
  const nW = female ? 37 : 47;
  push(d`<path d="M${CX - nW} 320L${CX - nW - 6} 540L${CX + nW + 6} 540L${CX + nW} 320Z" fill="${skinDark}"/>`);
  // shadow the chin casts on the neck (the head covers its upper part)
  push(d`<path d="M${CX - nW - 1} 360L${CX - nW - 2} ${CHIN_Y + 4}Q${CX} ${CHIN_Y + 44} ${CX + nW + 2} ${CHIN_Y + 4}L${CX + nW + 1} 360Z" fill="${skinDeep}" opacity="0.4"/>`);

  // clothing
  push(clothing(neckline, female, nW, cloth, clothDark));

  // head
  push(headOpen);
  push(`<g data-part="face">`);
  // ears
  for (const s of [-1, 1]) {
    const ex = CX + s * (W - 5);
    push(d`<ellipse cx="${ex}" cy="${EYE_Y + 18}" rx="14" ry="24" fill="${skinDark}"/>`);
    push(d`<path d="M${ex + s * 2} ${EYE_Y + 6}q${s * 7} 8 ${s * 1} 24" fill="none" stroke="${skinDeep}" stroke-width="3" stroke-linecap="round"/>`);
  }
  if (earrings) for (const s of [-1, 1]) push(d`<circle cx="${CX + s * (W - 3)}" cy="${EYE_Y + 44}" r="4.5" fill="#e8c15a"/>`);
  // face
  push(d`<path d="${facePath(W, jawW, chinW)}" fill="url(#sk)"/>`);
  // cheeks
  const blush = mix(skin, '#e0604f', 0.55);
  const blushOpacity = (female ? 0.24 : 0.14) * (rgb(skin)[1] / 220);
  for (const s of [-1, 1]) push(d`<ellipse cx="${CX + s * (eyeGap + 20)}" cy="${EYE_Y + 46}" rx="19" ry="11" fill="${blush}" opacity="${blushOpacity}"/>`);

  // age lines, subtle
  if (age >= 45) {
    const o = Math.min(0.35, 0.1 + (age - 45) / 80);
    push(d`<path d="M${CX - 30} 212q30 -7 60 0M${CX - 22} 224q22 -5 44 0" fill="none" stroke="${line}" stroke-width="1.6" stroke-linecap="round" opacity="${o}"/>`);
  }
  if (age >= 52) {
    const o = Math.min(0.4, 0.15 + (age - 52) / 60);
    for (const s of [-1, 1]) {
      const x = CX + s * (eyeGap + 20);
      push(d`<path d="M${x} ${EYE_Y - 2}l${s * 9} -4M${x + s} ${EYE_Y + 4}l${s * 9} 3" stroke="${line}" stroke-width="1.4" stroke-linecap="round" opacity="${o}"/>`);
    }
  }
  if (age >= 36) {
    const o = Math.min(0.4, 0.12 + (age - 36) / 90);
    for (const s of [-1, 1]) push(d`<path d="M${CX + s * 20} 322q${s * 14} 14 ${s * 12} 38" fill="none" stroke="${line}" stroke-width="1.8" stroke-linecap="round" opacity="${o}"/>`);
  }

  // beard (before the mouth so the lips stay visible)
  const beardColor = t.hairColor === 'other' ? brow : beard === 'stubble' ? hairDark : hair;
  if (beard !== 'none') push(`<g data-part="beard" fill="${beardColor}"${beard === 'stubble' ? ' opacity="0.3"' : ''}>${beardPaths(beard, W, jawW, chinW)}</g>`);

  // eyes
  const eyeRy = female ? 10.5 : 9.5;
  for (const s of [-1, 1]) {
    const ex = CX + s * eyeGap;
    push(d`<ellipse cx="${ex}" cy="${EYE_Y}" rx="15" ry="${eyeRy}" fill="#fbf8f4"/>`);
    push(d`<circle cx="${ex}" cy="${EYE_Y + 0.5}" r="8.3" fill="${IRIS[t.eyeColor]}" stroke="${darken(IRIS[t.eyeColor], 0.35)}" stroke-width="1.2"/>`);
    push(d`<circle cx="${ex}" cy="${EYE_Y + 0.5}" r="4" fill="#1b1412"/>`);
    push(d`<circle cx="${ex + 2.8}" cy="${EYE_Y - 2.5}" r="2.2" fill="#fff"/>`);
    // upper lid and, for women, a small lash flick
    push(d`<path d="M${ex - s * 16} ${EYE_Y + 1}Q${ex} ${EYE_Y - eyeRy * 2.1} ${ex + s * 16} ${EYE_Y}${female ? d`l${s * 4} -4` : ''}" fill="none" stroke="#2a1d18" stroke-width="${female ? 3.2 : 2.6}" stroke-linecap="round"/>`);
    push(d`<path d="M${ex - 11} ${EYE_Y + eyeRy + 3}q11 4 22 0" fill="none" stroke="${skinDeep}" stroke-width="1.4" stroke-linecap="round" opacity="0.5"/>`);
    // brow
    const by = EYE_Y - 25;
    push(d`<path d="M${CX + s * (eyeGap - 18)} ${by + 4 + browTilt}Q${CX + s * (eyeGap + 2)} ${by - 8} ${CX + s * (eyeGap + 22)} ${by + 2}" fill="none" stroke="${brow}" stroke-width="${female ? 4.5 : 6.5}" stroke-linecap="round"/>`);
  }

  // nose
  const ns = lightFromLeft ? 1 : -1;
  push(d`<path d="M${CX + ns * 5} 282Q${CX + ns * 12} 306 ${CX + ns * 11} 318" fill="none" stroke="${skinDeep}" stroke-width="2.2" stroke-linecap="round" opacity="0.5"/>`);
  push(d`<path d="M${CX - 13} 317q-4 10 6 10q7 5 14 0q10 0 6 -10" fill="none" stroke="${skinDeep}" stroke-width="2.6" stroke-linecap="round"/>`);
  push(d`<ellipse cx="${CX - ns * 2}" cy="314" rx="5" ry="4" fill="#fff" opacity="0.22"/>`);

  // mouth
  const my = 352;
  const mw = mouthW;
  if (openSmile) {
    push(d`<path d="M${CX - mw} ${my}Q${CX} ${my + 30} ${CX + mw} ${my}Q${CX} ${my + 5} ${CX - mw} ${my}Z" fill="#7b2f33"/>`);
    push(d`<path d="M${CX - mw + 4} ${my + 2}Q${CX} ${my + 6} ${CX + mw - 4} ${my + 2}Q${CX} ${my + 15} ${CX - mw + 4} ${my + 2}Z" fill="#fbfaf6"/>`);
    push(d`<path d="M${CX - mw} ${my}Q${CX} ${my + 30} ${CX + mw} ${my}" fill="none" stroke="${lip}" stroke-width="${lipstick ? 4 : 2.5}" stroke-linecap="round"/>`);
    push(d`<path d="M${CX - mw} ${my}Q${CX - mw / 2} ${my - 6} ${CX} ${my + 2}Q${CX + mw / 2} ${my - 6} ${CX + mw} ${my}" fill="none" stroke="${lip}" stroke-width="${lipstick ? 3.5 : 2.2}" stroke-linecap="round"/>`);
  } else {
    push(d`<path d="M${CX - mw} ${my}Q${CX - mw / 2} ${my - 7} ${CX} ${my + 1}Q${CX + mw / 2} ${my - 7} ${CX + mw} ${my}Q${CX} ${my + 22} ${CX - mw} ${my}Z" fill="${lip}"/>`);
    push(d`<path d="M${CX - mw - 1} ${my - 1}Q${CX} ${my + 13} ${CX + mw + 1} ${my - 1}" fill="none" stroke="${darken(lip, 0.35)}" stroke-width="2.4" stroke-linecap="round"/>`);
    push(d`<ellipse cx="${CX}" cy="${my + 11}" rx="8" ry="2.5" fill="#fff" opacity="0.2"/>`);
  }
  push(`</g>`);

  // front hair
  if (!bald) push(`<g data-part="hair" fill="url(#hr)">${frontHair(style, W, part, age, hairDark, female)}</g>`);
  // a few silver strands at the temples for older people whose hair is not grey already
  if (!bald && grey > 0.06 && t.hairColor !== 'white' && t.hairColor !== 'gray' && t.hairColor !== 'other') {
    const silver = (s: number): string => d`M${CX + s * (W - 44)} ${TOP - 2}q${s * 20} 4 ${s * 30} 30M${CX + s * (W - 30)} ${TOP - 6}q${s * 18} 8 ${s * 22} 34M${CX + s * (W - 58)} ${TOP}q${s * 18} 2 ${s * 30} 24`;
    push(`<path d="${silver(-1)}${silver(1)}" fill="none" stroke="#e2ded8" stroke-width="2" stroke-linecap="round" opacity="${f(Math.min(0.75, grey * 2.8))}"/>`);
  }

  // glasses
  if (glasses) {
    const gw = 24;
    const parts = [-1, 1].map((s) => d`<rect x="${CX + s * eyeGap - gw}" y="${EYE_Y - 17}" width="${gw * 2}" height="36" rx="13"/>`).join('');
    push(`<g fill="#fff" fill-opacity="0.12" stroke="${frame}" stroke-width="3.5">${parts}` + d`<path d="M${CX - eyeGap + gw} ${EYE_Y - 4}q${eyeGap - gw} -8 ${2 * (eyeGap - gw)} 0M${CX - eyeGap - gw} ${EYE_Y - 6}L${CX - W + 2} ${EYE_Y - 8}M${CX + eyeGap + gw} ${EYE_Y - 6}L${CX + W - 2} ${EYE_Y - 8}" fill="none"/></g>`);
  }

  push(`</g></g>`);

  const px = Math.max(1, Math.round(size));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="${px}" height="${px}">${out.join('')}</svg>`;
}

function facePath(W: number, jawW: number, chinW: number): string {
  const cheekY = 282;
  return (
    d`M${CX} ${TOP}C${CX + W * 0.62} ${TOP} ${CX + W} ${TOP + 42} ${CX + W} ${cheekY}` +
    d`C${CX + W} ${cheekY + 42} ${CX + jawW} ${CHIN_Y - 42} ${CX + chinW} ${CHIN_Y - 6}` +
    d`Q${CX} ${CHIN_Y + 5} ${CX - chinW} ${CHIN_Y - 6}` +
    d`C${CX - jawW} ${CHIN_Y - 42} ${CX - W} ${cheekY + 42} ${CX - W} ${cheekY}` +
    d`C${CX - W} ${TOP + 42} ${CX - W * 0.62} ${TOP} ${CX} ${TOP}Z`
  );
}

/** Outer edge of a hair cap over the skull, from the left side (y = sideY) over the top to the right side. */
function capOuter(W: number, vol: number, side: number, sideY: number, lean = 0): string {
  return (
    d`M${CX - W - side} ${sideY}C${CX - W - side - 8} ${TOP + 10} ${CX - W * 0.7 + lean} ${TOP - vol} ${CX + lean} ${TOP - vol}` +
    d`C${CX + W * 0.7 + lean} ${TOP - vol} ${CX + W + side + 8} ${TOP + 10} ${CX + W + side} ${sideY}`
  );
}

function backHair(style: HairStyle, W: number, part: number, female: boolean): string {
  const dome = (down: number, wide: number, bottomY: number): string =>
    d`<path d="M${CX - W - wide} 250C${CX - W - wide - 8} ${TOP - 10} ${CX - W * 0.6} ${TOP - down} ${CX} ${TOP - down}` +
    d`C${CX + W * 0.6} ${TOP - down} ${CX + W + wide + 8} ${TOP - 10} ${CX + W + wide} 250` +
    d`L${CX + W + wide + 10} ${bottomY}Q${CX} ${bottomY + 25} ${CX - W - wide - 10} ${bottomY}Z"/>`;
  switch (style) {
    case 'long':
      return dome(34, 26, female ? 500 : 440);
    case 'wavy':
      return dome(38, 34, 470);
    case 'bob':
      return dome(34, 26, 392);
    case 'curly': {
      if (!female) {
        const ring: string[] = [];
        for (let i = 0; i <= 10; i++) {
          const ang = Math.PI * (1.02 + (0.96 * i) / 10);
          ring.push(d`<circle cx="${CX + Math.cos(ang) * (W + 6)}" cy="${236 + Math.sin(ang) * 96}" r="${19 + (i % 3) * 2}"/>`);
        }
        return ring.join('');
      }
      const circles: string[] = [`<ellipse cx="${CX}" cy="262" rx="${f(W + 42)}" ry="150"/>`];
      for (let i = 0; i <= 14; i++) {
        const ang = Math.PI * (0.92 + (1.16 * i) / 14);
        const r = 25 + ((i * 7) % 5) * 2;
        circles.push(d`<circle cx="${CX + Math.cos(ang) * (W + 40)}" cy="${262 + Math.sin(ang) * 146}" r="${r}"/>`);
      }
      return circles.join('');
    }
    case 'bun':
      return d`<circle cx="${CX + part * 8}" cy="${TOP - 30}" r="40"/>`;
    case 'manbun':
      return d`<circle cx="${CX}" cy="${TOP - 24}" r="27"/>`;
    case 'ponytail': {
      const s = part;
      return d`<path d="M${CX + s * (W - 20)} ${TOP + 10}C${CX + s * (W + 60)} ${TOP + 10} ${CX + s * (W + 56)} 330 ${CX + s * (W + 32)} 440Q${CX + s * (W + 14)} 470 ${CX + s * (W + 8)} 430C${CX + s * (W + 18)} 340 ${CX + s * (W + 12)} 260 ${CX + s * (W - 30)} ${TOP + 40}Z"/>`;
    }
    case 'short':
    case 'sidepart':
    case 'crew':
    case 'quiff':
    case 'pixie':
      return '';
  }
}

/** A lock of hair falling beside the face on side s (-1 left, 1 right), ending at y = endY. */
function lock(W: number, s: number, endY: number, wave: number, curlIn: boolean): string {
  const x0 = CX + s * (W - 8);
  const tipX = curlIn ? CX + s * (W - 14) : CX + s * (W - 4);
  return (
    d`<path d="M${x0} 196C${CX + s * (W + 6 + wave)} 250 ${CX + s * (W + 4 - wave)} 320 ${CX + s * (W + 8)} ${endY - 40}` +
    d`Q${CX + s * (W + 4)} ${endY - 8} ${tipX} ${endY}Q${CX + s * (W + 40)} ${endY + 6} ${CX + s * (W + 42 + wave)} ${endY - 50}` +
    d`C${CX + s * (W + 40 - wave)} 340 ${CX + s * (W + 36 + wave)} 250 ${CX + s * (W + 22)} 200Z"/>`
  );
}

function frontHair(style: HairStyle, W: number, part: number, age: number, hairDark: string, female: boolean): string {
  const recede = Math.max(0, (age - 40) / 30) * 12;
  const strands = (path: string): string => `<path d="${path}" fill="none" stroke="${hairDark}" stroke-width="2" stroke-linecap="round" opacity="0.45"/>`;
  switch (style) {
    case 'short':
    case 'crew': {
      const crew = style === 'crew';
      const hy = (crew ? 196 : 192) - recede;
      return (
        `<path d="${capOuter(W, crew ? 10 : 20, crew ? 2 : 6, 262)}` +
        d`L${CX + W - 5} 262C${CX + W - 6} 220 ${CX + W - 16} ${hy + 12 + recede} ${CX + W - 32} ${hy + 2 + recede / 2}` +
        d`Q${CX} ${hy - 8} ${CX - W + 32} ${hy + 2 + recede / 2}C${CX - W + 16} ${hy + 12 + recede} ${CX - W + 6} 220 ${CX - W + 5} 262Z"/>` +
        strands(d`M${CX - 30} ${TOP - 6}q20 8 40 4M${CX + 12} ${TOP - 2}q18 6 36 0`)
      );
    }
    case 'sidepart':
    case 'quiff':
    case 'pixie': {
      const vol = style === 'quiff' ? 42 : style === 'pixie' ? 24 : 26;
      const s = part;
      const hy = (style === 'pixie' ? 205 : 190) - recede / 2;
      const dip = style === 'pixie' ? 30 : style === 'quiff' ? -4 : 14;
      const sideY = style === 'pixie' ? 278 : 262;
      return (
        `<path d="${capOuter(W, vol, 7, sideY, s * 10)}` +
        d`L${CX + W - 5} ${sideY}C${CX + W - 6} 226 ${CX + W - 14} ${hy + 8} ${CX + W - 28} ${hy}` +
        d`C${CX + s * 10} ${hy + dip} ${CX - s * 30} ${hy + dip / 2} ${CX - W + 26} ${hy - 4}` +
        d`C${CX - W + 14} ${hy + 8} ${CX - W + 6} 226 ${CX - W + 5} ${sideY}Z"/>` +
        strands(d`M${CX + s * 28} ${TOP - vol + 6}q${-s * 30} 10 ${-s * 70} 44M${CX + s * 50} ${TOP - vol + 14}q${-s * 30} 14 ${-s * 54} 52`)
      );
    }
    case 'curly': {
      const circles: string[] = [];
      const n = 8;
      const hy = 198 - recede / 2;
      for (let i = 0; i <= n; i++) {
        const ang = Math.PI * (1.1 + (0.8 * i) / n);
        circles.push(d`<circle cx="${CX + Math.cos(ang) * (W - 16)}" cy="${hy + 52 + Math.sin(ang) * 56}" r="${14 + (i % 3) * 2}"/>`);
      }
      return (
        `<path d="${capOuter(W, 24, 8, 262)}` +
        d`L${CX + W - 5} 262C${CX + W - 6} 222 ${CX + W - 18} ${hy + 8} ${CX + W - 36} ${hy + 2}` +
        d`Q${CX} ${hy - 12} ${CX - W + 36} ${hy + 2}C${CX - W + 18} ${hy + 8} ${CX - W + 6} 222 ${CX - W + 5} 262Z"/>` +
        circles.join('')
      );
    }
    case 'manbun':
    case 'bun':
    case 'ponytail': {
      const hy = 186 - recede / 2;
      return (
        `<path d="${capOuter(W, 16, 5, 262)}` +
        d`L${CX + W - 4} 262C${CX + W - 10} 206 ${CX + 44} ${hy - 2} ${CX} ${hy}C${CX - 44} ${hy - 2} ${CX - W + 10} 206 ${CX - W + 4} 262Z"/>` +
        strands(d`M${CX - 46} ${hy + 2}Q${CX - 36} ${TOP + 2} ${CX - 12} ${TOP - 12}M${CX + 46} ${hy + 2}Q${CX + 36} ${TOP + 2} ${CX + 12} ${TOP - 12}`)
      );
    }
    case 'long':
    case 'wavy':
    case 'bob': {
      const s = part;
      const endY = style === 'bob' ? 408 : style === 'wavy' ? 480 : female ? 520 : 446;
      const wave = style === 'wavy' ? 14 : 0;
      const px = CX + s * 26;
      const cap =
        `<path d="${capOuter(W, 30, 12, 300, s * 6)}` +
        d`L${CX + W - 6} 300C${CX + W - 2} 246 ${CX + W - 16} 206 ${s > 0 ? px : CX + W - 40} ${s > 0 ? TOP + 18 : 196}` +
        (s > 0 ? d`C${CX - 10} ${TOP + 30} ${CX - W + 6} 190 ${CX - W + 6} 300Z"/>` : d`C${CX + 10} 188 ${px} ${TOP + 22} ${px} ${TOP + 18}C${CX - W + 10} 196 ${CX - W + 2} 246 ${CX - W + 6} 300Z"/>`);
      return cap + lock(W, -1, endY, wave, style === 'bob') + lock(W, 1, endY, wave, style === 'bob') + strands(d`M${px} ${TOP - 20}q${-s * 40} 20 ${-s * 70} 80M${px + s * 14} ${TOP - 18}q${s * 40} 24 ${s * 60} 90`);
    }
  }
}

function beardPaths(beard: Beard, W: number, jawW: number, chinW: number): string {
  const full =
    d`M${CX - W + 2} 268C${CX - W + 2} 336 ${CX - jawW - 8} ${CHIN_Y - 30} ${CX - chinW - 4} ${CHIN_Y + 6}Q${CX} ${CHIN_Y + 24} ${CX + chinW + 4} ${CHIN_Y + 6}` +
    d`C${CX + jawW + 8} ${CHIN_Y - 30} ${CX + W - 2} 336 ${CX + W - 2} 268L${CX + W - 9} 268C${CX + W - 10} 318 ${CX + W - 30} 346 ${CX + 36} 344` +
    d`C${CX + 30} 334 ${CX + 14} 328 ${CX} 334C${CX - 14} 328 ${CX - 30} 334 ${CX - 36} 344C${CX - W + 30} 346 ${CX - W + 10} 318 ${CX - W + 9} 268Z`;
  const moustache = d`M${CX - 34} 352C${CX - 32} 334 ${CX - 14} 328 ${CX} 334C${CX + 14} 328 ${CX + 32} 334 ${CX + 34} 352C${CX + 22} 342 ${CX + 10} 342 ${CX} 345C${CX - 10} 342 ${CX - 22} 342 ${CX - 34} 352Z`;
  const chin = d`M${CX - 26} 366Q${CX} 374 ${CX + 26} 366C${CX + 28} 384 ${CX + 16} ${CHIN_Y + 12} ${CX} ${CHIN_Y + 14}C${CX - 16} ${CHIN_Y + 12} ${CX - 28} 384 ${CX - 26} 366Z`;
  switch (beard) {
    case 'full':
    case 'stubble':
      return `<path d="${full}"/>`;
    case 'goatee':
      return `<path d="${moustache}${chin}"/>`;
    case 'moustache':
      return `<path d="${moustache}"/>`;
    case 'none':
      return '';
  }
}

function clothing(neckline: Neckline, female: boolean, nW: number, cloth: string, clothDark: string): string {
  const sh = female ? 196 : 232;
  const ny = female ? 438 : 444;
  const l = CX - nW - 24;
  const r = CX + nW + 24;
  const left = d`M${CX - sh - 30} 700L${CX - sh - 22} 570C${CX - sh - 14} 505 ${CX - sh + 40} 478 ${l - 30} ${ny + 2}L${l} ${ny}`;
  const right = d`L${r + 30} ${ny + 2}C${CX + sh - 40} 478 ${CX + sh + 14} 505 ${CX + sh + 22} 570L${CX + sh + 30} 700Z`;
  const body = (neck: string, fill = 'url(#cl)'): string => `<path d="${left}${neck}${right}" fill="${fill}"/>`;
  const folds = d`<path d="M${CX - sh + 30} 560q8 -30 30 -44M${CX + sh - 30} 560q-8 -30 -30 -44" fill="none" stroke="${clothDark}" stroke-width="3" stroke-linecap="round" opacity="0.5"/>`;
  switch (neckline) {
    case 'crew':
      return body(d`Q${CX} 486 ${r} ${ny}`) + d`<path d="M${l} ${ny}Q${CX} 486 ${r} ${ny}" fill="none" stroke="${clothDark}" stroke-width="9"/>` + folds;
    case 'vneck':
      return body(d`L${CX} 530L${r} ${ny}`) + d`<path d="M${l} ${ny}L${CX} 530L${r} ${ny}" fill="none" stroke="${clothDark}" stroke-width="8" stroke-linejoin="round"/>` + folds;
    case 'scoop':
      return body(d`C${l + 10} 520 ${r - 10} 520 ${r} ${ny}`) + d`<path d="M${l} ${ny}C${l + 10} 520 ${r - 10} 520 ${r} ${ny}" fill="none" stroke="${clothDark}" stroke-width="6"/>` + folds;
    case 'shirt':
      return (
        body(d`L${CX} 530L${r} ${ny}`) +
        d`<path d="M${l - 4} ${ny - 8}L${CX - 4} 530L${l - 34} 510Z M${r + 4} ${ny - 8}L${CX + 4} 530L${r + 34} 510Z" fill="${lighten(cloth, 0.2)}" stroke="${clothDark}" stroke-width="2.5" stroke-linejoin="round"/>` +
        d`<circle cx="${CX}" cy="552" r="3.5" fill="${clothDark}"/><circle cx="${CX}" cy="584" r="3.5" fill="${clothDark}"/>` +
        folds
      );
    case 'turtle':
      return (
        body(d`Q${CX} 478 ${r} ${ny}`) +
        d`<path d="M${CX - nW - 8} 470L${CX - nW - 4} 404Q${CX} 396 ${CX + nW + 4} 404L${CX + nW + 8} 470Q${CX} 486 ${CX - nW - 8} 470Z" fill="${cloth}"/>` +
        d`<path d="M${CX - nW - 5} 424Q${CX} 432 ${CX + nW + 5} 424M${CX - nW - 6} 446Q${CX} 454 ${CX + nW + 6} 446" fill="none" stroke="${clothDark}" stroke-width="3" opacity="0.6"/>` +
        folds
      );
    case 'blazer': {
      const shirt = mix('#f5f3ee', cloth, 0.08);
      return (
        body(d`L${CX} 520L${r} ${ny}`, shirt) +
        d`<path d="M${CX - sh - 30} 700L${CX - sh - 22} 570C${CX - sh - 14} 505 ${CX - sh + 40} 478 ${l - 30} ${ny + 2}L${l - 6} ${ny}L${CX - 8} 640L${CX - 8} 700Z` +
        d`M${CX + sh + 30} 700L${CX + sh + 22} 570C${CX + sh + 14} 505 ${CX + sh - 40} 478 ${r + 30} ${ny + 2}L${r + 6} ${ny}L${CX + 8} 640L${CX + 8} 700Z" fill="url(#cl)"/>` +
        d`<path d="M${l - 6} ${ny}L${l - 20} 520L${CX - 22} 600M${r + 6} ${ny}L${r + 20} 520L${CX + 22} 600" fill="none" stroke="${clothDark}" stroke-width="3" stroke-linejoin="round"/>` +
        folds
      );
    }
  }
}
