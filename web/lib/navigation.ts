/**
 * Lets code below the router (the API client's 401/403 handling) change the page without
 * importing the router, which imports every screen and so the client itself.
 */
export type AppPath = '/admin/login' | '/admin';

let navigator: ((to: AppPath) => void) | null = null;

export function setNavigator(next: (to: AppPath) => void): void {
  navigator = next;
}

export function navigateTo(to: AppPath): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}
