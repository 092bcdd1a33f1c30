import { useState } from 'react';

/** A paged list's page and the keyword it is filtered by: a new keyword starts again at page 1. */
export function useListSearch() {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const search = (next: string) => {
    setKeyword(next);
    setPage(1);
  };
  return { page, setPage, keyword, search };
}
