import { AppRouter } from '../app/router';
import { renderWithProviders } from './render-with-providers';

/** The whole router at `url`, inside <main> as the app's layout renders it. */
export function renderApp(url: string) {
  return renderWithProviders(
    <main>
      <AppRouter />
    </main>,
    { url },
  );
}
