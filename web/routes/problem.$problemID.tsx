import { createFileRoute } from '@tanstack/react-router';
import { ColorSchemeToggle } from '../components/color-scheme-toggle';
import { LanguageSwitch } from '../components/language-switch';
import { ProblemDetailPage } from '../features/problems/problem-detail-page';
import { HeaderAccount } from '../features/shell/header-account';

export const Route = createFileRoute('/problem/$problemID')({
  staticData: { bare: true },
  component: ProblemDetailRoute,
});

function ProblemDetailRoute() {
  const { problemID } = Route.useParams();
  return (
    <ProblemDetailPage
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
