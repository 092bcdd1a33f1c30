import { useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';

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
  /** the box's value and handlers, to spread on its TextInput */
  const inputProps = {
    value: keyword,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setKeyword(event.currentTarget.value),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') applyKeyword();
    },
    onBlur: applyKeyword,
  };
  return { keyword, inputProps };
}
