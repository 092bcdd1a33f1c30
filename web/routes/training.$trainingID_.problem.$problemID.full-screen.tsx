import { createFileRoute, notFound } from '@tanstack/react-router';
import { ColorSchemeToggle } from '../components/color-scheme-toggle';
import { LanguageSwitch } from '../components/language-switch';
import { ProblemDetailPage } from '../features/problems/problem-detail-page';
import { HeaderAccount } from '../features/shell/header-account';
import { TrainingFocusFrame } from '../features/trainings/training-focus';
import { cidOf } from '../lib/contest-route';
import { requireLogin } from '../lib/route-guard';

export const Route = createFileRoute('/training/$trainingID_/problem/$problemID/full-screen')({
  staticData: { bare: true },
  beforeLoad: ({ params, preload }) => {
    if (cidOf(params.trainingID) === null) throw notFound();
    requireLogin({ preload });
  },
  component: TrainingFocusRoute,
});

/** Focus mode of a training problem (TrainingFullProblemDetails): the problem alone with the horizontal navigator. */
function TrainingFocusRoute() {
  const { trainingID, problemID } = Route.useParams();
  const tid = cidOf(trainingID) ?? 0;
  return (
    <TrainingFocusFrame tid={tid} problemId={problemID}>
      {({ scope, back, navigator }) => (
        <ProblemDetailPage
          scope={scope}
          problemId={problemID}
          back={back}
          top={navigator}
          barEnd={
            <>
              <LanguageSwitch />
              <ColorSchemeToggle />
              <HeaderAccount />
            </>
          }
        />
      )}
    </TrainingFocusFrame>
  );
}
