import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProblemFormPage } from '../features/admin/problems/problem-form-page';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/admin/contest/$contestId/problem/$problemId/edit')({
  beforeLoad: ({ params }) => {
    if (cidOf(params.contestId) === null || cidOf(params.problemId) === null) throw notFound();
  },
  component: EditContestProblemRoute,
});

function EditContestProblemRoute() {
  const { contestId, problemId } = Route.useParams();
  const cid = cidOf(contestId) ?? 0;
  return <ProblemFormPage key={`${cid}-${problemId}`} pid={cidOf(problemId)} contest={{ cid }} />;
}
