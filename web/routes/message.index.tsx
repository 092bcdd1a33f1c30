import { createFileRoute, redirect } from '@tanstack/react-router';

/** The bare message route opens the comment box (part 1 "Message centre"). */
export const Route = createFileRoute('/message/')({
  beforeLoad: () => {
    throw redirect({ to: '/message/discuss', replace: true });
  },
});
