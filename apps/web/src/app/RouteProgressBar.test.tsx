import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '@app/shared/constants';
import { testI18n } from '../test/render';
import { installFakeMatchMedia } from '../lib/fake-media-query';
import { estimatedProgress, ProgressBar, RouteProgressBar } from './RouteProgressBar';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const bar = () => screen.queryByRole('progressbar', { name: 'Pagina wordt geladen' });
const value = () => Number(bar()?.getAttribute('aria-valuenow'));

async function renderBar() {
  const i18n = await testI18n();
  const view = render(<I18nextProvider i18n={i18n}><ProgressBar isLoading={false} /></I18nextProvider>);
  const setLoading = (isLoading: boolean) => view.rerender(<I18nextProvider i18n={i18n}><ProgressBar isLoading={isLoading} /></I18nextProvider>);
  return setLoading;
}
const advance = (ms: number) => act(() => { vi.advanceTimersByTime(ms); });

describe('route progress bar', () => {
  let media: ReturnType<typeof installFakeMatchMedia>;
  beforeEach(() => { media = installFakeMatchMedia(); });
  afterEach(() => { vi.useRealTimers(); media.uninstall(); });

  it('runs towards its end over the spec duration without reaching it', () => {
    expect(estimatedProgress(0)).toBe(0);
    expect(estimatedProgress(PROGRESS_BAR_DURATION_MS / 2)).toBeGreaterThan(60);
    expect(estimatedProgress(PROGRESS_BAR_DURATION_MS)).toBeCloseTo(90);
    expect(estimatedProgress(PROGRESS_BAR_DURATION_MS * 10)).toBeLessThan(100);
  });

  it(`shows nothing for a load shorter than ${PROGRESS_BAR_THROTTLE_MS} ms`, async () => {
    const setLoading = await renderBar();
    vi.useFakeTimers();
    setLoading(true);
    advance(PROGRESS_BAR_THROTTLE_MS - 1);
    setLoading(false);
    advance(PROGRESS_BAR_THROTTLE_MS * 2);
    expect(bar()).toBeNull();
  });

  it('appears after the throttle, advances while loading, then fills, fades and goes', async () => {
    const setLoading = await renderBar();
    vi.useFakeTimers();
    setLoading(true);
    advance(PROGRESS_BAR_THROTTLE_MS);
    const element = bar()!;
    expect(element.style.position).toBe('fixed');
    expect(value()).toBe(0);
    advance(PROGRESS_BAR_DURATION_MS);
    expect(value()).toBe(90);
    setLoading(false);
    expect(value()).toBe(100);
    expect(element.style.opacity).toBe('0');
    advance(1000);
    expect(bar()).toBeNull();
  });

  it('with reduced motion moves without gliding and disappears at once when done', async () => {
    media.set(REDUCED_MOTION, true);
    const setLoading = await renderBar();
    vi.useFakeTimers();
    setLoading(true);
    advance(PROGRESS_BAR_THROTTLE_MS + 1000);
    expect(bar()!.style.transition).toBe('none');
    setLoading(false);
    expect(bar()).toBeNull();
  });

  it('shows while the router waits for the next page\'s code, and completes when the page is there', async () => {
    let deliverPage: () => void = () => {};
    const router = createMemoryRouter([{
      path: '/', element: <><RouteProgressBar /><Outlet /></>,
      children: [
        { index: true, element: <p>start</p> },
        { path: 'next', lazy: () => new Promise((resolve) => { deliverPage = () => resolve({ Component: () => <p>next page</p> }); }) },
      ],
    }]);
    render(<I18nextProvider i18n={await testI18n()}><RouterProvider router={router} /></I18nextProvider>);
    vi.useFakeTimers();
    act(() => { void router.navigate('/next'); });
    advance(PROGRESS_BAR_THROTTLE_MS);
    expect(value()).toBe(0);
    advance(1000);
    expect(value()).toBeGreaterThan(30);
    await act(async () => { deliverPage(); await Promise.resolve(); });
    expect(screen.getByText('next page')).toBeTruthy();
    expect(value()).toBe(100);
  });
});
