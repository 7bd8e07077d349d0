import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { LANDER_NAMES, type LanderName } from '@app/shared/rules/landers';
import type { LanderProfile } from '@app/shared/contracts/landers';
import nlWeb from '../../../../packages/shared/locales/web/nl.json';
import { settingsFixture } from '../test/render';
import { installFakeMatchMedia } from '../lib/fake-media-query';
import { readSignupDraft, saveSignupDraft } from '../lib/signup-draft';
import type { LanderBoot } from './boot';
import { LanderApp } from './LanderApp';
import { createTranslate, type TextTree } from './texts';

/** The texts the server writes into a lander page (apps/server/src/modules/landers/lander-page.ts), in Dutch. */
const TEXTS: TextTree = { landers: nlWeb.landers, entry: nlWeb.entry, footer: nlWeb.footer, nav: nlWeb.nav, members: nlWeb.members };

const profile = (id: number, overrides: Partial<LanderProfile> = {}): LanderProfile => ({
  id, name: `Lid ${id}`, age: 40 + id, gender: 'female', country: 'NL', region: 'NL-NH', region_name: 'Noord-Holland', city: 'Haarlem',
  photo: { thumb: `/api/photo.php?key=k${id}&size=thumb`, full: `/api/photo.php?key=k${id}&size=full`, width: 800, height: 1000 },
  fictional: false, online_recently: false, ...overrides,
});

function boot(lander: LanderName, overrides: Partial<LanderBoot['lander']> = {}, settings = {}): LanderBoot {
  return {
    settings: settingsFixture({ geoip_country: 'FR', fictional_warning: 'Dit is een fictief profiel.', ...settings }),
    lander: {
      lander, audience: 'milf', profile: lander.startsWith('landing') ? profile(1, { about: 'Ik hou van wandelen.' }) : null,
      profiles: [profile(2), profile(3, { fictional: true }), profile(4, { online_recently: true }), profile(5), profile(6)],
      regions: [{ code: 'NL-NH', name: 'Noord-Holland', lat: 52.5, lon: 4.8 }, { code: 'NL-UT', name: 'Utrecht', lat: 52.1, lon: 5.2 }],
      ...overrides,
    },
    texts: TEXTS,
    entry_warning: '# Inhoud voor volwassenen — alleen 18+\n\nVonkje is een datingsite voor volwassenen. Lees onze [voorwaarden](/pages/terms).',
  };
}

afterEach(() => { vi.restoreAllMocks(); });

describe('lander texts', () => {
  it('looks up dotted keys and fills placeholders; a missing key shows itself', () => {
    const t = createTranslate({ landers: { member: { about: 'Over {name}' } } });
    expect(t('landers.member.about', { name: 'Eva' })).toBe('Over Eva');
    expect(t('landers.nope')).toBe('landers.nope');
  });
});

describe('landers', () => {
  it('show the audience\'s profiles with their facts, the fictional label, and lead to the signup', () => {
    render(<LanderApp boot={boot('gallery')} />);
    const main = screen.getByRole('main');
    expect(main.getAttribute('data-lander')).toBe('gallery');
    expect(main.getAttribute('data-audience')).toBe('milf');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('De galerij van Vonkje');
    expect(screen.getByText('Rijpe vrouwen weten wat ze willen')).toBeTruthy();
    const cards = main.querySelectorAll('[data-profile]');
    expect([...cards].map((c) => c.getAttribute('data-profile'))).toEqual(['2', '3', '4', '5', '6']);
    expect(cards[0]!.getAttribute('data-gender')).toBe('female');
    // The fictional profile carries the site's label; presence is shown only for the real one that is online.
    expect(within(cards[1] as HTMLElement).getByTitle('Dit is een fictief profiel.').textContent).toContain('fictief profiel');
    expect(within(cards[2] as HTMLElement).getAllByText('Onlangs online').length).toBeGreaterThan(0);
    for (const link of within(main).getAllByRole('link')) expect(link.getAttribute('href')).toBe('/signup');
  });

  it('fetch the main image first and sized, and let the pictures further down wait', () => {
    render(<LanderApp boot={boot('gallery')} />);
    const [first, ...rest] = screen.getAllByRole('img').filter((img) => img.tagName === 'IMG') as HTMLImageElement[];
    expect(first!.getAttribute('src')).toBe('/api/photo.php?key=k2&size=thumb');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.hasAttribute('loading')).toBe(false);
    expect(first!.getAttribute('width')).toBe('400');
    expect(first!.getAttribute('alt')).toBe('Foto van Lid 2');
    expect(rest.every((img) => img.getAttribute('loading') === 'lazy' && !img.hasAttribute('fetchpriority'))).toBe(true);
  });

  it('are twelve distinct pages, each with its own main heading', () => {
    const headings = LANDER_NAMES.map((name) => {
      const { unmount } = render(<LanderApp boot={boot(name)} />);
      expect(screen.getByRole('main').getAttribute('data-lander')).toBe(name);
      const heading = screen.getByRole('heading', { level: 1 }).textContent;
      unmount();
      return heading;
    });
    expect(new Set(headings).size).toBe(LANDER_NAMES.length);
  });

  it('lets the swipe deck be swiped a few times, then asks for the signup', () => {
    render(<LanderApp boot={boot('tinderswipe')} />);
    vi.useFakeTimers();
    try {
      for (let i = 0; i < 3; i++) {
        fireEvent.click(screen.getByRole('button', { name: i % 2 ? 'Volgende' : 'Leuk' }));
        act(() => { vi.advanceTimersByTime(300); });
      }
    } finally { vi.useRealTimers(); }
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Klaar om te matchen?');
    expect(screen.getByRole('link', { name: 'Gratis aanmelden' }).getAttribute('href')).toBe('/signup');
  });
});

describe('member landings', () => {
  it('keep the first message and its addressee in the signup draft and open that profile\'s signup', () => {
    const navigate = vi.fn();
    render(<LanderApp boot={boot('landing')} navigate={navigate} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Lid 1, 41');
    fireEvent.change(screen.getByLabelText('Jouw eerste bericht aan Lid 1'), { target: { value: '  Hoi, zin in koffie?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Versturen en gratis aanmelden' }));
    expect(readSignupDraft()).toMatchObject({ signup_message: 'Hoi, zin in koffie?', signup_profile: 1 });
    expect(navigate).toHaveBeenCalledWith('/members/1/signup');
  });

  it('never carry an earlier message to another profile', () => {
    saveSignupDraft({ email: 'eva@example.com', signup_message: 'Voor iemand anders', signup_profile: 99 });
    const navigate = vi.fn();
    render(<LanderApp boot={boot('landing2')} navigate={navigate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Versturen en gratis aanmelden' }));
    expect(readSignupDraft()).toEqual({ email: 'eva@example.com', signup_profile: 1 });
  });

  it('offer ideas for the first message on the third layout', () => {
    render(<LanderApp boot={boot('landing3')} navigate={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hoi Lid 1, hoe was je dag?' }));
    expect(screen.getByLabelText('Jouw eerste bericht aan Lid 1')).toHaveProperty('value', 'Hoi Lid 1, hoe was je dag?');
  });

  it('label a fictional profile with the site\'s warning', () => {
    render(<LanderApp boot={boot('landing', { profile: profile(1, { fictional: true }) })} navigate={vi.fn()} />);
    expect(screen.getByRole('note').textContent).toContain('Dit is een fictief profiel.');
  });

  it('show others of the audience when the profile is gone', () => {
    render(<LanderApp boot={boot('landing', { profile: null })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dit profiel is niet meer te zien');
    expect(screen.getByRole('main').querySelectorAll('[data-profile]')).toHaveLength(5);
  });
});

describe('the site-entry warning on a lander (spec 2: NL and DE only)', () => {
  const dialog = () => document.getElementById('site-entry-warning');

  it('shows for a visitor from the Netherlands or Germany, once', () => {
    const { unmount } = render(<LanderApp boot={boot('gallery', {}, { geoip_country: 'DE' })} />);
    expect(dialog()?.textContent).toContain('Inhoud voor volwassenen');
    fireEvent.click(screen.getByRole('button', { name: 'Ik ben 18+ en ga verder', hidden: true }));
    expect(dialog()).toBeNull();
    unmount();
    render(<LanderApp boot={boot('gallery', {}, { geoip_country: 'NL' })} />);
    expect(dialog()).toBeNull();
  });

  it('does not show for other countries', () => {
    render(<LanderApp boot={boot('gallery', {}, { geoip_country: 'BE' })} />);
    expect(dialog()).toBeNull();
  });

  it('does not show in installed-app mode', () => {
    const media = installFakeMatchMedia({ '(display-mode: standalone)': true });
    try {
      render(<LanderApp boot={boot('gallery', {}, { geoip_country: 'NL' })} />);
      expect(dialog()).toBeNull();
    } finally { media.uninstall(); }
  });
});

describe('a lander\'s first load', () => {
  // dependency-cruiser leaves packages out of its graph; the landers' own imports of the app's libraries are checked here.
  const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

  it('imports none of the app\'s libraries (router, query cache, i18n, react-bootstrap, zod)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    for (const [file, source] of Object.entries(sources)) {
      expect(source, file).not.toMatch(/from '(react-router|@tanstack\/|i18next|react-i18next|react-bootstrap|zod)/);
    }
  });
});
