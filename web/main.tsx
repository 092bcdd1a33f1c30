import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { refreshSession } from './lib/api';
import { activateLocale, initialLocale } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { colorSchemeManager, theme } from './lib/theme';
import { followSessionAcrossTabs } from './lib/use-session';
import { router } from './router';

function App() {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
        <Notifications position="top-right" zIndex={1000} limit={4} />
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}

followSessionAcrossTabs();
void refreshSession();
// Text must be ready before the first paint, so the catalog loads before React renders.
void activateLocale(initialLocale()).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
