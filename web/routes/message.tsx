import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireLogin } from '../lib/route-guard';

/** /message: the message centre needs a signed-in user (part 1 "Message centre"); each box is a child route. */
export const Route = createFileRoute('/message')({
  beforeLoad: ({ preload }) => requireLogin({ preload }),
  component: Outlet,
});
