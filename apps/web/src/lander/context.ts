import { createContext, useContext } from 'react';
import type { SiteSettings } from '@app/shared';
import type { LanderData, LanderProfile } from '@app/shared/contracts/landers';
import type { Translate } from './texts';

export interface LanderContextValue {
  t: Translate;
  settings: SiteSettings;
  data: LanderData;
  /** The address the server preloads: the one picture that gets fetchpriority high and never waits. */
  mainImage: string | null;
  /** The site-entry warning in Markdown (shown or not by the shell's rule). */
  entryWarning: string;
  /** A full page load (the lander is no part of the app's router); tests pass their own. */
  navigate: (path: string) => void;
  /** The audience's words ("rijpe vrouwen"), for texts with {who}. */
  who: string;
}

export const LanderContext = createContext<LanderContextValue | null>(null);

export function useLander(): LanderContextValue {
  const value = useContext(LanderContext);
  if (!value) throw new Error('useLander outside a lander');
  return value;
}

/** The attributes every shown profile carries: which profile, and the facts the browser tests check the audience by. */
export const profileAttributes = (p: LanderProfile) => ({ 'data-profile': p.id, 'data-gender': p.gender ?? '', 'data-age': p.age, 'data-fictional': p.fictional });

/** Every call to action but the member landing's message leads to the signup, as a full page load. */
export const SIGNUP_PATH = '/signup';
