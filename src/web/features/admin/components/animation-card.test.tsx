// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ANIMATION_MESSAGES,
  type AdminSettingsView,
  type AnimationSettings,
} from '../../../../contract/admin-settings';
import { Toaster } from '../../../components/ui/toaster';
import { dismissToast } from '../../../components/ui/use-toast';
import { ok, sentBodies, stubApi, type Answer } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetBrowser } from '../../../testing/reset-browser';
import { adminSettingsViewFixture } from '../admin-test-fixtures';
import { ANIMATION_FAILED_TOAST, ANIMATION_SAVED_TOAST } from './animation-card';
import { BackgroundTab } from './background-tab';

afterEach(() => {
  act(() => dismissToast());
  resetBrowser();
});

const IMAGE_URL = `/site-images/${'cd'.repeat(32)}.jpg`;

const imageView = (
  animation: Partial<AnimationSettings> = {},
  performance: Partial<AdminSettingsView['performanceSettings']> = {},
) =>
  adminSettingsViewFixture((view) => {
    view.backgroundSettings = { ...view.backgroundSettings, type: 'image', imageUrl: IMAGE_URL };
    view.animationSettings = { ...view.animationSettings, ...animation };
    view.performanceSettings = { ...view.performanceSettings, ...performance };
  });

function renderTab(
  view: AdminSettingsView,
  save: Answer = ({ body }) => ok({ ...view, ...(body as object) }),
) {
  const api = stubApi({ 'GET /api/admin/settings': ok(view), 'PATCH /api/admin/settings': save });
  renderWithProviders(
    <>
      <BackgroundTab />
      <Toaster />
    </>,
  );
  return api;
}

const ready = () => screen.findByRole('form', { name: 'Main Area Animation' });
const preview = () => screen.getByTestId('animation-preview');
const toastText = (text: string) => screen.findByText(text, { selector: '[data-slot^="toast-"]' });

describe('Main Area Animation', () => {
  it('previews the saved animation on the saved image', async () => {
    renderTab(imageView({ type: 'pan-left', speed: 10, intensity: 5 }));
    await ready();
    expect(preview().getAttribute('data-animation')).toBe(
      'main-pan-left 10s ease-in-out infinite alternate both',
    );
    expect(preview().style.background).toContain(IMAGE_URL);
    // the keyframes the preview runs are the ones visitor pages get
    expect(document.querySelector('figure style')?.textContent).toContain(
      '@keyframes main-pan-left{from{transform:scale(1.1) translateX(4.55%)}',
    );
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('moves the preview as the values change, before saving, then saves them with PATCH', async () => {
    const user = userEvent.setup();
    const api = renderTab(imageView({ type: 'random', speed: 15, intensity: 5 }));
    await ready();
    // 'random' previews one of the four, as a page view would
    expect(preview().getAttribute('data-animation')).toMatch(
      /^main-(zoom-in|pan-left|pan-right|fade-zoom) 15s /,
    );

    await user.click(screen.getByRole('combobox', { name: 'Animation type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Zoom in',
      'Pan left',
      'Pan right',
      'Fade and zoom',
      'Random (one per page view)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Zoom in' }));
    screen.getByRole('slider', { name: 'Speed' }).focus();
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}');
    screen.getByRole('slider', { name: 'Intensity' }).focus();
    await user.keyboard('{End}');
    expect(preview().getAttribute('data-animation')).toBe(
      'main-zoom-in 3s ease-in-out infinite alternate both',
    );
    expect(document.querySelector('figure style')?.textContent).toContain('scale(1.2)');
    expect(sentBodies(api, '/api/admin/settings').filter(Boolean)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save Animation' }));
    expect(await toastText(ANIMATION_SAVED_TOAST.title)).toBeTruthy();
    expect(sentBodies(api, '/api/admin/settings').filter(Boolean)).toEqual([
      { animationSettings: { type: 'zoom-in', speed: 3, intensity: 10 } },
    ]);
  });

  it("says the server's refusal", async () => {
    const user = userEvent.setup();
    renderTab(imageView(), () => ({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid field: animationSettings.speed',
        fieldErrors: { 'animationSettings.speed': ANIMATION_MESSAGES.speed },
      },
    }));
    await ready();
    await user.click(screen.getByRole('button', { name: 'Save Animation' }));
    expect(await toastText(ANIMATION_FAILED_TOAST.title)).toBeTruthy();
  });

  it.each([
    [
      'a colour background',
      adminSettingsViewFixture(() => undefined),
      'Visitor pages move only an image background',
    ],
    [
      'heavy animations off',
      imageView({}, { heavyAnimations: false }),
      'Heavy animations are off in the Performance tab',
    ],
    [
      'reduced motion on',
      imageView({}, { reducedMotion: true }),
      'Reduced motion is on in the Performance tab',
    ],
  ])('says visitor pages stand still with %s', async (_name, view, text) => {
    renderTab(view);
    await ready();
    expect(screen.getByRole('note').textContent).toContain(text);
  });
});
