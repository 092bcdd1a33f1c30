import { createFileRoute } from '@tanstack/react-router';
import { NewLoginPage } from '../features/accounts/newlogin-page';

export const Route = createFileRoute('/newlogin')({
  staticData: { bare: true },
  component: NewLoginPage,
});
