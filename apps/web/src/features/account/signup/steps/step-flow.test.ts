import { describe, expect, it } from 'vitest';
import type { SignupStepsResponse } from '@app/shared/contracts/signup-steps';
import { currentSignupStep, progressOf, stepNumber } from './step-flow';

const answer = (states: Record<string, 'todo' | 'done' | 'skipped'>): SignupStepsResponse => ({
  steps: Object.entries(states).map(([step, state]) => ({ step: step as SignupStepsResponse['steps'][number]['step'], state })),
  next: null,
});

describe('where the member is in the signup steps', () => {
  const halfway = answer({ photo: 'skipped', location: 'done', personal: 'todo', about: 'todo', push: 'todo' });

  it('in the modal: the next step neither done nor skipped', () => {
    expect(currentSignupStep(halfway, { mode: 'funnel', pushAvailable: true })).toBe('personal');
    expect(currentSignupStep(answer({ photo: 'done', location: 'skipped', personal: 'done', about: 'skipped', push: 'todo' }), { mode: 'funnel', pushAvailable: true })).toBe('push');
  });

  it('leaves the push prompt out when this browser cannot take push (the funnel then ends after about me)', () => {
    const beforePush = answer({ photo: 'done', location: 'done', personal: 'done', about: 'skipped', push: 'todo' });
    expect(currentSignupStep(beforePush, { mode: 'funnel', pushAvailable: false })).toBeNull();
    expect(stepNumber('about', { pushAvailable: false })).toEqual({ number: 5, total: 5 });
    expect(stepNumber('photo', { pushAvailable: true })).toEqual({ number: 2, total: 6 });
  });

  it('on /complete-signup: skipped steps come back, but one skipped again on this visit is not asked twice', () => {
    expect(currentSignupStep(halfway, { mode: 'complete', pushAvailable: true })).toBe('photo');
    expect(currentSignupStep(halfway, { mode: 'complete', pushAvailable: true, passed: new Set(['photo']) })).toBe('personal');
    const allSkipped = answer({ photo: 'skipped', location: 'skipped', personal: 'skipped', about: 'skipped', push: 'skipped' });
    expect(currentSignupStep(allSkipped, { mode: 'complete', pushAvailable: true, passed: new Set(['photo', 'location', 'personal', 'about', 'push']) })).toBeNull();
    expect(currentSignupStep(allSkipped, { mode: 'funnel', pushAvailable: true })).toBeNull();
  });

  it('reads the server\'s list as progress (a step to do is simply missing)', () => {
    expect(progressOf(halfway)).toEqual({ photo: 'skipped', location: 'done' });
  });
});
