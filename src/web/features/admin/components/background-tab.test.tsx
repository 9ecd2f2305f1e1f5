// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BACKGROUND_IMAGE_MAX_BYTES,
  defaultAdminSettings,
  type AdminSettingsView,
  type BackgroundSettings,
} from '../../../../contract/admin-settings';
import { expectMessage } from '../../../testing/expect-message';
import { Toaster } from '../../../components/ui/toaster';
import { dismissToast } from '../../../components/ui/use-toast';
import {
  ok,
  requestLog,
  sentBodies,
  stubApi,
  type Answer,
  type Reply,
} from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetBrowser } from '../../../testing/reset-browser';
import { BACKGROUND_SAVED_TOAST, BackgroundTab } from './background-tab';
import { BACKGROUND_IMAGE_MESSAGES } from './image-upload';
import { adminSettingsViewFixture } from '../admin-test-fixtures';

afterEach(() => {
  act(() => dismissToast());
  resetBrowser();
});

const IMAGE_URL = `/site-images/${'ab'.repeat(32)}.png`;

/** GET /api/admin/settings with this background. */
const settingsView = (background: Partial<BackgroundSettings> = {}) =>
  adminSettingsViewFixture((view) => {
    view.backgroundSettings = { ...view.backgroundSettings, ...background };
  });

function stubBackground({
  view = settingsView(),
  save = ({ body }) => ok(body),
  upload = ok({ imageUrl: IMAGE_URL }),
}: { view?: AdminSettingsView; save?: Answer; upload?: Answer } = {}) {
  return stubApi({
    'GET /api/admin/settings': ok(view),
    'POST /api/admin/background': save,
    'POST /api/admin/background/image': upload,
  });
}

function renderTab() {
  return renderWithProviders(
    <>
      <BackgroundTab />
      <Toaster />
    </>,
  );
}

const ready = () => screen.findByRole('form', { name: 'Main Area Background' });
const preview = () => screen.getByTestId('background-preview');
const previewCss = () => preview().getAttribute('data-background');
const hex = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const imageInput = () => screen.getByLabelText('Background image') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save Background' });
const toastTitle = (title: string) =>
  screen.findByText(title, { selector: '[data-slot="toast-title"]' });
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'))?.textContent;
const backgroundPosts = (api: ReturnType<typeof stubApi>) =>
  sentBodies(api, '/api/admin/background');
const uploads = (api: ReturnType<typeof stubApi>) =>
  requestLog(api).filter((r) => r === 'POST /api/admin/background/image');

const pngOf = (bytes: number, name = 'mountains.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('BackgroundTab', () => {
  it('shows a placeholder until the settings arrive', () => {
    stubApi({ 'GET /api/admin/settings': () => new Promise<Reply>(() => undefined) });
    const { container } = renderTab();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the saved colour, its opacity and a preview of it', async () => {
    stubBackground({ view: settingsView({ color: '#112233', opacity: 40 }) });
    renderTab();
    await ready();
    expect(screen.getByRole('radio', { name: 'Color' }).getAttribute('aria-checked')).toBe('true');
    expect(hex('Background color').value).toBe('#112233');
    expect(hex('Background color picker').value).toBe('#112233');
    expect(screen.getByTestId('opacity-value').textContent).toBe('40%');
    expect(screen.getByRole('slider', { name: 'Opacity' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    // #112233 at 40% over the light page is a mid tone no text colour reads on: veiled,
    // and the preview's text shows the tone the site will write (issue 41)
    expect(previewCss()).toMatch(/^linear-gradient\(rgba\(.*\), #112233$/);
    expect(preview().style.opacity).toBe('0.4');
    expect(screen.getByText(/No single text colour reads on all of this background/)).toBeTruthy();
  });

  it('previews text on the background in the tone that reads on it', async () => {
    stubBackground({ view: settingsView({ color: '#112233', opacity: 100 }) });
    renderTab();
    await ready();
    expect(previewCss()).toBe('#112233');
    const heading = within(screen.getByTestId('background-preview-text')).getByText(
      'Homes for sale in Payson',
    );
    expect(heading.style.color).toBe('rgb(255, 255, 255)');
    expect(screen.queryByText(/No single text colour reads/)).toBeNull();
  });

  it('previews the values as they change, before saving', async () => {
    const user = userEvent.setup();
    const api = stubBackground();
    renderTab();
    await ready();

    await user.clear(hex('Background color'));
    await user.type(hex('Background color'), '#abcdef');
    expect(previewCss()).toBe('#abcdef');
    expect(hex('Background color picker').value).toBe('#abcdef');

    await user.click(screen.getByRole('radio', { name: 'Gradient' }));
    expect(previewCss()).toBe('linear-gradient(to bottom right, #1e293b, #334155)');
    await user.click(screen.getByRole('combobox', { name: 'Gradient direction' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'To top',
      'To bottom',
      'To left',
      'To right',
      'To top left',
      'To top right',
      'To bottom left',
      'To bottom right',
    ]);
    await user.click(screen.getByRole('option', { name: 'To top left' }));
    await user.clear(hex('Gradient end color'));
    await user.type(hex('Gradient end color'), '#000');
    expect(previewCss()).toBe('linear-gradient(to top left, #1e293b, #000)');

    const thumb = screen.getByRole('slider', { name: 'Opacity' });
    thumb.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{PageDown}');
    expect(screen.getByTestId('opacity-value').textContent).toBe('88%');
    expect(preview().style.opacity).toBe('0.88');
    expect(backgroundPosts(api)).toEqual([]);
  });

  it('saves the whole object with POST and says so', async () => {
    const user = userEvent.setup();
    const api = stubBackground();
    renderTab();
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Gradient' }));
    await user.clear(hex('Gradient start color'));
    await user.type(hex('Gradient start color'), '#0F172A');
    await user.click(saveButton());

    await expectMessage('background.saved.title');
    await expectMessage('background.saved.message');
    expect(backgroundPosts(api)).toEqual([
      {
        ...defaultAdminSettings().backgroundSettings,
        type: 'gradient',
        gradientStart: '#0F172A',
      },
    ]);
  });

  it('refuses a colour that is not hex with the contract message, sending nothing', async () => {
    const user = userEvent.setup();
    const api = stubBackground();
    renderTab();
    await ready();
    await user.clear(hex('Background color'));
    await user.type(hex('Background color'), 'blue');
    await user.click(saveButton());
    await waitFor(() =>
      expect(errorOf(hex('Background color'))).toBe('Use a hex color such as #16A34A'),
    );
    expect(document.activeElement).toBe(hex('Background color'));
    expect(backgroundPosts(api)).toEqual([]);
  });

  it('names an invalid field of another type, which is not on the screen', async () => {
    const user = userEvent.setup();
    const api = stubBackground();
    renderTab();
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Gradient' }));
    await user.clear(hex('Gradient end color'));
    await user.type(hex('Gradient end color'), 'nope');
    await user.click(screen.getByRole('radio', { name: 'Color' }));
    await user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Gradient end color: Use a hex color such as #16A34A');
    expect(backgroundPosts(api)).toEqual([]);
  });

  it('refuses a file that is not PNG, JPEG, WebP or GIF before uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = stubBackground();
    renderTab();
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Image' }));
    expect(imageInput().getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/gif');
    await user.upload(imageInput(), pngOf(1000, 'vector.svg', 'image/svg+xml'));
    expect(errorOf(imageInput())).toBe(BACKGROUND_IMAGE_MESSAGES.wrongType);
    expect(imageInput().getAttribute('aria-invalid')).toBe('true');
    expect(uploads(api)).toEqual([]);
  });

  it('refuses an image over 2 MB before uploading it, and takes one of exactly 2 MB', async () => {
    const user = userEvent.setup();
    const api = stubBackground();
    renderTab();
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Image' }));
    await user.upload(imageInput(), pngOf(BACKGROUND_IMAGE_MAX_BYTES + 1));
    expect(errorOf(imageInput())).toBe('This image is 2.1 MB; the largest allowed is 2 MB.');
    expect(BACKGROUND_IMAGE_MESSAGES.tooLarge(Math.round(3.4 * 1024 * 1024))).toBe(
      'This image is 3.4 MB; the largest allowed is 2 MB.',
    );
    expect(uploads(api)).toEqual([]);

    await user.upload(imageInput(), pngOf(BACKGROUND_IMAGE_MAX_BYTES));
    await waitFor(() => expect(uploads(api)).toHaveLength(1));
    expect(errorOf(imageInput())).toBeUndefined();
  });

  it('uploads the picked image as it is, shows it is uploading, then saves the address it got', async () => {
    const user = userEvent.setup();
    let answerUpload: (reply: Reply) => void = () => undefined;
    const api = stubBackground({
      upload: () => new Promise<Reply>((resolve) => (answerUpload = resolve)),
    });
    renderTab();
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Image' }));
    const file = pngOf(5000, 'mountains.webp', 'image/webp');
    await user.upload(imageInput(), file);

    const uploading = await screen.findByText(BACKGROUND_IMAGE_MESSAGES.uploading);
    expect(uploading.closest('[role="status"]')).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    const [, init] = api.mock.calls.find(([path]) => path === '/api/admin/background/image')!;
    expect(init?.body).toBe(file);
    expect((init?.headers as Record<string, string>)['content-type']).toBe('image/webp');

    act(() => answerUpload(ok({ imageUrl: IMAGE_URL })));
    const shown = await screen.findByRole('img', { name: 'The uploaded background image' });
    expect(shown.getAttribute('src')).toBe(IMAGE_URL);
    expect(screen.queryByText(BACKGROUND_IMAGE_MESSAGES.uploading)).toBeNull();
    // a picture may hold any colour: veiled so the text on it reads (issue 41)
    expect(previewCss()).toContain(`#F8FAFC url("${IMAGE_URL}") center / cover no-repeat`);

    await user.click(saveButton());
    expect(await toastTitle(BACKGROUND_SAVED_TOAST.title)).toBeTruthy();
    const [sent] = backgroundPosts(api) as BackgroundSettings[];
    expect(sent).toMatchObject({ type: 'image', imageUrl: IMAGE_URL });
    expect(JSON.stringify(sent)).not.toContain('data:');
  });

  it("says when the upload fails, with the server's message", async () => {
    const user = userEvent.setup();
    stubBackground({
      upload: { status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Not an image' } },
    });
    renderTab();
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Image' }));
    await user.upload(imageInput(), pngOf(100));
    await waitFor(() =>
      expect(errorOf(imageInput())).toBe(BACKGROUND_IMAGE_MESSAGES.uploadFailed('Not an image')),
    );
  });

  it('removes the image', async () => {
    const user = userEvent.setup();
    const api = stubBackground({ view: settingsView({ type: 'image', imageUrl: IMAGE_URL }) });
    renderTab();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByText('No image uploaded yet.')).toBeTruthy();
    expect(previewCss()).toBe('#F8FAFC');
    await user.click(saveButton());
    await toastTitle(BACKGROUND_SAVED_TOAST.title);
    expect(backgroundPosts(api)).toMatchObject([{ type: 'image', imageUrl: '' }]);
  });

  it("shows the spec's failure toast and the server's field messages", async () => {
    const user = userEvent.setup();
    stubBackground({
      save: {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid',
          fieldErrors: { color: 'Not allowed here' },
        },
      },
    });
    renderTab();
    await ready();
    await user.click(saveButton());
    await expectMessage('background.failed.title');
    await expectMessage('background.failed.message');
    expect(errorOf(hex('Background color'))).toBe('Not allowed here');
  });

  it('has no serious accessibility findings, for each type', async () => {
    const user = userEvent.setup();
    stubBackground({ view: settingsView({ imageUrl: IMAGE_URL }) });
    const { container } = renderTab();
    await ready();
    for (const type of ['Color', 'Gradient', 'Image']) {
      await user.click(screen.getByRole('radio', { name: type }));
      const results = await axe.run(container, {
        rules: { 'color-contrast': { enabled: false } },
      });
      const serious = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact!));
      expect(serious.map((v) => `${type} ${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
      expect(results.passes.length).toBeGreaterThan(0);
    }
  });
});
