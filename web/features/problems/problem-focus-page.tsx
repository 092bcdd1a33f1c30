import type { ReactNode } from 'react';
import type { FocusParts } from '../../components/focus-parts';
import { ProblemDetailPage } from './problem-detail-page';

/** The problem page of focus mode: whatever frame (contest, training, group) supplies the scope, back button and navigator. */
export function ProblemFocusPage({ parts, problemId, barEnd }: { parts: FocusParts; problemId: string; barEnd: ReactNode }) {
  return (
    <ProblemDetailPage
      scope={parts.scope}
      problemId={problemId}
      back={parts.back}
      top={parts.navigator}
      coverConfirm={parts.coverConfirm}
      containsEnd={parts.containsEnd}
      sealNote={parts.sealNote}
      barEnd={barEnd}
    />
  );
}
