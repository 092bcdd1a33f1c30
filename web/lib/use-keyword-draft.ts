import { useEffect, useState } from 'react';

/**
 * The keyword box of a list whose filters live in the address: what is typed stays a draft until
 * Enter or leaving the box applies it (trimmed, and only when it differs from the applied one); a
 * new address (Back, a link) puts its keyword back in the box.
 */
export function useKeywordDraft(applied: string | undefined, apply: (keyword: string) => void) {
  const [keyword, setKeyword] = useState(applied ?? '');
  useEffect(() => setKeyword(applied ?? ''), [applied]);
  const applyKeyword = () => {
    if (keyword.trim() !== (applied ?? '')) apply(keyword.trim());
  };
  return { keyword, setKeyword, applyKeyword };
}
