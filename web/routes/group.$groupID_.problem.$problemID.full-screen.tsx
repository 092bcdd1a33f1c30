import { createFileRoute, notFound } from '@tanstack/react-router';
import { ColorSchemeToggle } from '../components/color-scheme-toggle';
import { LanguageSwitch } from '../components/language-switch';
import { GroupProblemFocusFrame } from '../features/group-problems/group-problem-focus';
import { ProblemDetailPage } from '../features/problems/problem-detail-page';
import { HeaderAccount } from '../features/shell/header-account';
import { cidOf } from '../lib/contest-route';
import { requireLogin } from '../lib/route-guard';

export const Route = createFileRoute('/group/$groupID_/problem/$problemID/full-screen')({
  staticData: { bare: true },
  beforeLoad: ({ params, preload }) => {
    if (cidOf(params.groupID) === null) throw notFound();
    requireLogin({ preload });
  },
  component: GroupFocusRoute,
});

/** Focus mode of a group problem (GroupFullProblemDetails): the problem alone with the group's navigator. */
function GroupFocusRoute() {
  const { groupID, problemID } = Route.useParams();
  const gid = cidOf(groupID) ?? 0;
  return (
    <GroupProblemFocusFrame gid={gid} problemId={problemID}>
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
    </GroupProblemFocusFrame>
  );
}
