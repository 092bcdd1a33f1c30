import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../components/router-links';
import { RepoHistorySearch } from '../features/exams/exam-search';
import { SheetRecordPage } from '../features/exams/sheet-record-page';
import { requireLogin } from '../lib/route-guard';
import { useLingui } from '@lingui/react';
import { Alert, Container } from '@mantine/core';

/** /repohistory?repoId&historyId: one of the caller's submitted practice sheets, read-only with its marking (decision 30). */
export const Route = createFileRoute('/repohistory')({
  validateSearch: RepoHistorySearch,
  beforeLoad: ({ preload }) => requireLogin({ preload }),
  component: RepoHistoryRoute,
});

function RepoHistoryRoute() {
  const { _ } = useLingui();
  const { repoId, historyId } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (repoId === undefined) {
    return (
      <Container py="xl">
        <Alert color="yellow">{_('Sheet_Load_Failed')}</Alert>
      </Container>
    );
  }
  const repoID = String(repoId);
  return (
    <SheetRecordPage
      repoId={repoId}
      trainingId={null}
      historyId={historyId}
      onSelect={(id) => void navigate({ search: { repoId, historyId: id }, replace: true })}
      onRetry={() => void navigate({ to: '/repo/training/$repoID', params: { repoID } })}
      back={
        <ButtonLink to="/repo/$repoID" params={{ repoID }} search={{ historyId }} size="xs" variant="default" data-testid="sheet-back">
          {_('Back_To_Repo')}
        </ButtonLink>
      }
    />
  );
}
