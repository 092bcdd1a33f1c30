import { i18n } from '@lingui/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError, notifySuccess } from './notify';

const COPIED_MS = 1500;

/** Copies text to the clipboard with the spec's Copied_successfully / Copied_failed messages. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notifySuccess(i18n._('Copied_successfully'));
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      notifyError(i18n._('Copied_failed'));
    }
  }, []);
  return { copied, copy };
}
