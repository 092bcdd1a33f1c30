import { createFileRoute } from '@tanstack/react-router';
import { NewLoginPage } from '../features/auth/newlogin-page';

export const Route = createFileRoute('/newlogin')({
  staticData: { bare: true },
  component: NewLoginPage,
});
