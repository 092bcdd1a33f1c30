import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback, useState, type ChangeEvent } from 'react';
import type { Problem } from './validation';

type Values = Record<string, string>;
export type Validators<V extends Values> = Partial<Record<keyof V, (value: string, values: V) => Problem>>;

/** What `field(name)` spreads onto an input. */
export interface FieldProps {
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  onBlur(): void;
  error: string | undefined;
}

/**
 * Form state for the small forms of the account screens: values, per-field problems as catalog
 * messages (so they follow a language switch), checks on blur and on submit.
 */
export function useForm<V extends Values>(initial: V, validators: Validators<V>) {
  const { _ } = useLingui();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, MessageDescriptor>>>({});

  const setError = useCallback((name: keyof V, problem: Problem) => {
    setErrors((prev) => {
      const next = { ...prev };
      if (problem) next[name] = problem;
      else delete next[name];
      return next;
    });
  }, []);

  const setValue = useCallback(
    (name: keyof V, value: string) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      setError(name, null);
    },
    [setError],
  );

  const validateField = (name: keyof V): boolean => {
    const problem = validators[name]?.(values[name] ?? '', values) ?? null;
    setError(name, problem);
    return problem === null;
  };

  const validate = (): boolean => {
    const found: Partial<Record<keyof V, MessageDescriptor>> = {};
    for (const name of Object.keys(validators) as (keyof V)[]) {
      const problem = validators[name]?.(values[name] ?? '', values);
      if (problem) found[name] = problem;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const field = (name: keyof V): FieldProps => ({
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.currentTarget.value),
    onBlur: () => {
      validateField(name);
    },
    error: errors[name] ? _(errors[name]) : undefined,
  });

  return {
    values,
    setValue,
    setValues,
    setError,
    validateField,
    validate,
    field,
    reset: () => {
      setValues(initial);
      setErrors({});
    },
  };
}
