import { createFileRoute } from '@tanstack/react-router';
import { ProblemDiscussionsLink } from '../features/discussions/problem-discussions-link';
import { ProblemDetailPage } from '../features/problems/problem-detail-page';
import { ShellBarTools } from '../features/shell/shell-bar-tools';
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
          <ProblemDiscussionsLink problemId={problemID} />
          <ShellBarTools />
        </>
      }
    />
  );
}
