import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordPage } from '../features/accounts/reset-password-page';

/** The e-mailed link carries the username and the one-time code. */
const ResetPasswordSearch = v.object({
  username: v.optional(v.fallback(v.string(), ''), ''),
  code: v.optional(v.fallback(v.string(), ''), ''),
});

export const Route = createFileRoute('/reset-password')({
  validateSearch: ResetPasswordSearch,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { username, code } = Route.useSearch();
  return <ResetPasswordPage username={username} code={code} />;
}
