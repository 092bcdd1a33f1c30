import { createFileRoute } from '@tanstack/react-router';
import { ColorSchemeToggle } from '../components/color-scheme-toggle';
import { LanguageSwitch } from '../components/language-switch';
import { ContestFocusFrame } from '../features/contests/contest-focus';
import { ProblemDetailPage } from '../features/problems/problem-detail-page';
import { HeaderAccount } from '../features/shell/header-account';
import { cidOf } from '../lib/contest-route';
import { requireLogin } from '../lib/route-guard';

export const Route = createFileRoute('/contest/$contestID_/problem/$problemID/full-screen')({
  staticData: { bare: true },
  beforeLoad: ({ preload }) => requireLogin({ preload }),
  component: ContestFocusRoute,
});

/** Focus mode: the contest problem alone, with the horizontal problem navigator (part 3 §2.1). */
function ContestFocusRoute() {
  const { contestID, problemID } = Route.useParams();
  const cid = cidOf(contestID) ?? 0;
  return (
    <ContestFocusFrame cid={cid} problemId={problemID}>
      {({ scope, back, navigator, coverConfirm, containsEnd }) => (
        <ProblemDetailPage
          scope={scope}
          problemId={problemID}
          back={back}
          top={navigator}
          coverConfirm={coverConfirm}
          containsEnd={containsEnd}
          barEnd={
            <>
              <LanguageSwitch />
              <ColorSchemeToggle />
              <HeaderAccount />
            </>
          }
        />
      )}
    </ContestFocusFrame>
  );
}
