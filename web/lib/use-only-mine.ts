import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { askToLogIn } from './sign-in-gate';
import { useSession } from './use-session';

/**
 * The "only mine" switch of a list needs sign-in (part 1): a visitor who turns it on, or arrives at
 * an address that already carries it, is warned and shown the login dialog. Answers the switch's
 * change handler, which calls `apply` only when the change may go through.
 */
export function useOnlyMineSwitch(onlyMine: boolean | undefined, apply: (checked: boolean) => void): (checked: boolean) => void {
  const { _ } = useLingui();
  const { token } = useSession();
  useEffect(() => {
    if (onlyMine && !token) askToLogIn(_('Please_login_first'));
  }, [onlyMine, token, _]);
  return (checked) => {
    if (checked && !token) askToLogIn(_('Please_login_first'));
    else apply(checked);
  };
}
