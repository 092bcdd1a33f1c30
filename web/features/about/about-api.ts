import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';

/** The about area's query keys: the compiler help page's language list. */
export const aboutKeys = {
  all: ['about'] as const,
  judgeLanguages: () => [...aboutKeys.all, 'judge-languages'] as const,
};

/**
 * Every language the local judge fleet offers now (`GET languages?all=true`), each with the compile
 * command and the A+B template its runner announced (judge-runner/src/languages.ts).
 */
export const judgeLanguagesOptions = queryOptions({
  queryKey: aboutKeys.judgeLanguages(),
  queryFn: ({ signal }) => api.request(ENDPOINTS.languages, { query: { all: 'true' }, signal }),
  staleTime: 5 * 60_000,
});
