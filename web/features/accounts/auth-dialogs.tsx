import { useLingui } from '@lingui/react';
import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { onAuthDialogRequest, openAuthDialog, type AuthDialogRequest } from '../../lib/auth-dialog';
import { msgId } from '../../lib/message-id';
import { useWebsiteConfig } from '../../lib/website-config';

// The forms load on first use, keeping them out of the code every page needs; once the page
// is idle they are fetched anyway, so opening a dialog later does not wait for the network.
const loadLogin = () => import('./login-form');
const loadRegister = () => import('./register-form');
const loadReset = () => import('./reset-request-form');
const LoginForm = lazy(() => loadLogin().then((m) => ({ default: m.LoginForm })));
const RegisterForm = lazy(() => loadRegister().then((m) => ({ default: m.RegisterForm })));
const ResetRequestForm = lazy(() => loadReset().then((m) => ({ default: m.ResetRequestForm })));
const PREFETCH_DELAY_MS = 3000;

const TITLE = {
  login: msgId('Dialog_Login_Title'),
  register: msgId('Dialog_Register_Title'),
  reset: msgId('Dialog_Reset_Title'),
} as const;

/** Hosts the Login, Register and Reset Password dialogs; mounted once, opened through openAuthDialog. */
export function AuthDialogs() {
  const { _ } = useLingui();
  const config = useWebsiteConfig();
  const narrow = useMediaQuery('(max-width: 36em)');
  const [opened, setOpened] = useState(false);
  // Kept after closing so the content stays in place while the dialog fades out.
  const [request, setRequest] = useState<AuthDialogRequest>({ kind: 'login' });
  const [generation, setGeneration] = useState(0);

  useEffect(
    () =>
      onAuthDialogRequest((next) => {
        setRequest(next);
        setGeneration((n) => n + 1);
        setOpened(true);
      }),
    [],
  );

  useEffect(() => {
    const timer = setTimeout(() => void Promise.all([loadLogin(), loadRegister(), loadReset()]).catch(() => undefined), PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const close = () => setOpened(false);
  const registerOpen = config?.register !== false;

  return (
    <Modal opened={opened} onClose={close} title={_(TITLE[request.kind])} centered fullScreen={narrow ?? false} size={440} radius="md" zIndex={400}>
      <div data-testid={`${request.kind}-dialog`} key={generation}>
        <Suspense
          fallback={
            <Center h={240}>
              <Loader />
            </Center>
          }
        >
          {request.kind === 'login' && (
            <LoginForm
              initialUsername={request.username}
              onSuccess={close}
              onRegister={registerOpen ? () => openAuthDialog('register') : undefined}
              onForgotPassword={() => openAuthDialog('reset')}
            />
          )}
          {request.kind === 'register' && <RegisterForm onSignedIn={close} onRegistered={(username) => openAuthDialog('login', username)} onLogin={() => openAuthDialog('login')} />}
          {request.kind === 'reset' && <ResetRequestForm onLogin={() => openAuthDialog('login')} />}
        </Suspense>
      </div>
    </Modal>
  );
}
