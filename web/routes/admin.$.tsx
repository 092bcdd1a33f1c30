import { createFileRoute, redirect } from '@tanstack/react-router';

/** Part 3 §2.2: any other /admin path leads to the admin login. */
export const Route = createFileRoute('/admin/$')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/login', replace: true });
  },
});
