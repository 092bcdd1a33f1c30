import type { QueryClient } from '@tanstack/react-query';

export interface RouterContext {
  queryClient: QueryClient;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** the screen draws its own page: no header, navigation or footer (e.g. /newlogin) */
    bare?: boolean;
  }
}
