import type { TrainingExamRankRow, TrainingRank, TrainingRankQuery, TrainingRankRow } from '../../contract/api/trainings';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { parseCells } from './progress';
import { trainingPaperColumnsQuery } from './queries';
import { examRankQueries, problemColumnsQuery, programmingRankQueries } from './rank-queries';
import { showsRealname } from './rules';
import { enterTraining } from './training-access';
import { rememberRankRead } from './rank-memory';

type ExamCell = TrainingExamRankRow['examSubmissionInfo'][string];

/**
 * `get-training-rank`: both tabs at once, each its own page of the same size, read from the kept
 * standings in one D1 batch. Cells are keyed by the problem's display id (programming) and the
 * exam's id (papers); the real name is shown to the training's admins, or to all when the training
 * shows real names (as the contest board does). The answer is remembered for the next reads
 * (rank-memory.ts, rank-fast-path.ts).
 */
export async function trainingRank(deps: Pick<Deps, 'db' | 'clock'>, query: TrainingRankQuery, caller: Principal, token: string | null = null): Promise<TrainingRank> {
  const { row, admin } = await enterTraining(deps, query.tid, caller);
  const page = { limit: query.limit, offset: (query.currentPage - 1) * query.limit };
  const oj = programmingRankQueries(deps.db, row.id, query.keyword, page);
  const exam = examRankQueries(deps.db, row.id, query.keyword, page);
  const [ojRows, ojTotal, examRows, examTotal, problems, exams] = await deps.db.batch([
    oj.rows,
    oj.total,
    exam.rows,
    exam.total,
    problemColumnsQuery(deps.db, row.id),
    trainingPaperColumnsQuery(deps.db, row.id),
  ]);
  const realname = showsRealname(admin, row.rankShowName);
  const person = (r: (typeof ojRows)[number] | (typeof examRows)[number]) => ({
    rank: r.place,
    uid: r.uid,
    username: r.username,
    nickname: r.nickname,
    avatar: r.avatar,
    school: r.school,
    gender: r.gender,
    realname: realname ? r.realname : null,
    ac: r.ac,
  });
  const displayIdOf = new Map(problems.map((p) => [String(p.pid), p.problemId]));
  const ojRecords: TrainingRankRow[] = ojRows.map((r) => {
    const submissionInfo: TrainingRankRow['submissionInfo'] = {};
    for (const [pid, [status, runTime]] of Object.entries(parseCells(r.cells))) {
      const displayId = displayIdOf.get(pid);
      if (displayId !== undefined) submissionInfo[displayId] = { status, runTime };
    }
    return { ...person(r), totalRunTime: r.totalRunTime, submissionInfo };
  });
  const examRecords: TrainingExamRankRow[] = examRows.map((r) => ({ ...person(r), totalScore: r.totalScore, examSubmissionInfo: parseCells<ExamCell>(r.cells) }));
  const rank: TrainingRank = {
    oj: { records: ojRecords, total: ojTotal[0]?.n ?? 0, current: query.currentPage, size: query.limit },
    exam: { records: examRecords, total: examTotal[0]?.n ?? 0, current: query.currentPage, size: query.limit },
    problems,
    exams,
  };
  rememberRankRead(caller, token, query, realname, rank, deps.clock.nowMs());
  return rank;
}
