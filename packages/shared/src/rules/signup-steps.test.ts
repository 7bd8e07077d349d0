import { describe, expect, it } from 'vitest';
import {
  isProfileComplete, isSignupFunnelFinished, nextSignupStep, openSignupSteps, SIGNUP_STEPS, signupStepStates,
} from './signup-steps.js';

const withPush = { pushAvailable: true };
const withoutPush = { pushAvailable: false };

describe('the signup funnel after the account step', () => {
  it('runs photo, location, personal info, about me and the push prompt, in that order', () => {
    expect(SIGNUP_STEPS).toEqual(['photo', 'location', 'personal', 'about', 'push']);
    expect(nextSignupStep({}, withPush)).toBe('photo');
    expect(nextSignupStep({ photo: 'done' }, withPush)).toBe('location');
    expect(nextSignupStep({ photo: 'done', location: 'skipped' }, withPush)).toBe('personal');
    expect(nextSignupStep({ photo: 'skipped', location: 'done', personal: 'done', about: 'skipped' }, withPush)).toBe('push');
  });

  it('takes a step out of order when an earlier one is still to do (progress made elsewhere)', () => {
    expect(nextSignupStep({ location: 'done', personal: 'done' }, withPush)).toBe('photo');
  });

  it('leaves the push prompt out where push cannot be offered', () => {
    const allButPush = { photo: 'done', location: 'done', personal: 'skipped', about: 'done' } as const;
    expect(nextSignupStep(allButPush, withoutPush)).toBeNull();
    expect(isSignupFunnelFinished(allButPush, withoutPush)).toBe(true);
    expect(nextSignupStep(allButPush, withPush)).toBe('push');
    expect(isSignupFunnelFinished(allButPush, withPush)).toBe(false);
    expect(signupStepStates(allButPush, withoutPush).map((s) => s.step)).not.toContain('push');
  });

  it('is finished once every step was done or skipped; the profile is complete only when all were done', () => {
    const skippedSome = { photo: 'skipped', location: 'done', personal: 'done', about: 'skipped', push: 'done' } as const;
    expect(isSignupFunnelFinished(skippedSome, withPush)).toBe(true);
    expect(isProfileComplete(skippedSome, withPush)).toBe(false);
    expect(openSignupSteps(skippedSome, withPush)).toEqual(['photo', 'about']);
    const allDone = { photo: 'done', location: 'done', personal: 'done', about: 'done', push: 'done' } as const;
    expect(isProfileComplete(allDone, withPush)).toBe(true);
    expect(openSignupSteps(allDone, withPush)).toEqual([]);
  });

  it('lists every step with its state, an unknown stored value counting as still to do', () => {
    expect(signupStepStates({ photo: 'done', about: 'bogus' as 'done' }, withPush)).toEqual([
      { step: 'photo', state: 'done' }, { step: 'location', state: 'todo' }, { step: 'personal', state: 'todo' },
      { step: 'about', state: 'todo' }, { step: 'push', state: 'todo' },
    ]);
  });
});
