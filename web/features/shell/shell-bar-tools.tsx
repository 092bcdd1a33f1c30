import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageSwitch } from '../../components/language-switch';
import { HeaderAccount } from './header-account';

/** The shell header's language, colour scheme and account controls, for the bar of a bare page that has no shell header. */
export function ShellBarTools() {
  return (
    <>
      <LanguageSwitch />
      <ColorSchemeToggle />
      <HeaderAccount />
    </>
  );
}
