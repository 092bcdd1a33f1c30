import { createFileRoute } from '@tanstack/react-router';
import { ColorSchemeToggle } from '../components/color-scheme-toggle';
import { LanguageSwitch } from '../components/language-switch';
import { ProblemDetailPage } from '../features/problems/problem-detail-page';
import { HeaderAccount } from '../features/shell/header-account';
import { PUBLIC_SCOPE } from '../lib/scope';

export const Route = createFileRoute('/problem/$problemID')({
  staticData: { bare: true },
  component: ProblemDetailRoute,
});

function ProblemDetailRoute() {
  const { problemID } = Route.useParams();
  return (
    <ProblemDetailPage
      scope={PUBLIC_SCOPE}
      problemId={problemID}
      barEnd={
        <>
          <LanguageSwitch />
          <ColorSchemeToggle />
          <HeaderAccount />
        </>
      }
    />
  );
}
