import { createFileRoute, notFound } from '@tanstack/react-router';
import { BankQuestionsPage } from '../features/admin/exams/bank-questions-page';
import { cidOf as idOf } from '../lib/contest-route';

/** A bank's questions, under the question_banks admin route of part 3 §2.2. */
export const Route = createFileRoute('/admin/question_banks/$repoId')({
  beforeLoad: ({ params }) => {
    if (idOf(params.repoId) === null) throw notFound();
  },
  component: BankQuestionsRoute,
});

function BankQuestionsRoute() {
  const { repoId } = Route.useParams();
  const id = idOf(repoId) ?? 0;
  return <BankQuestionsPage key={id} repoId={id} />;
}
