// The settings route (/ajustes), placed in the shell by app/router.tsx. The appearance
// section is the shell's own settings (features do not import each other), handed over
// so the drawer and the page share one store. Only another page runs the loader again,
// not a change of section (?section=).
import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { AppearanceProps } from './pages/settings-page';
import { SETTINGS_ROUTE } from './route-ids';

export function settingsRoutes(
  client: ApolloClient,
  appearance: () => Promise<ComponentType<AppearanceProps>>,
): RouteObject[] {
  return [
    {
      id: SETTINGS_ROUTE,
      path: paths.settings,
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      lazy: {
        loader: async () => (await import('./api/queries')).accountQuery.loader(client),
        Component: async () => {
          const [{ SettingsPage }, Appearance] = await Promise.all([
            import('./pages/settings-page'),
            appearance(),
          ]);
          return function Settings() {
            return <SettingsPage appearance={Appearance} />;
          };
        },
      },
    },
  ];
}
