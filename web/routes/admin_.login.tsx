import { useLingui } from '@lingui/react';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { isAdminRole } from '../../contract/roles';
import { AdminLoginPage } from '../features/admin/admin-login-page';
import { ADMIN_HOME } from '../features/admin/admin-nav';
import { LoginForm } from '../features/accounts/login-form';
import { notifyWarning } from '../lib/notify';
import { session } from '../lib/session';

export const Route = createFileRoute('/admin_/login')({
  staticData: { bare: true },
  beforeLoad: () => {
    const user = session.user();
    if (session.token() && user && isAdminRole(user.roleList)) throw redirect({ to: ADMIN_HOME, replace: true });
  },
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  return (
    <AdminLoginPage
      form={
        <LoginForm
          onSuccess={(user) => {
            if (isAdminRole(user.roleList)) void navigate({ to: ADMIN_HOME });
            else notifyWarning(_('Please login again with the administrator account!'));
          }}
        />
      }
    />
  );
}
