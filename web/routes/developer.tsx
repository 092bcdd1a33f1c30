import { createFileRoute } from '@tanstack/react-router';
import { CompilerHelpPage } from '../features/about/compiler-help-page';

export const Route = createFileRoute('/developer')({
  component: CompilerHelpPage,
});
