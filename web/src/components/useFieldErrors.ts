import { useCallback, useState } from 'react';

/** Per-field validation messages of a form: `check` sets them all and says whether the form is valid. */
export function useFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const check = useCallback((results: Record<Field, string | null>): boolean => {
    const next: Partial<Record<Field, string>> = {};
    for (const [field, message] of Object.entries(results) as [Field, string | null][]) {
      if (message) next[field] = message;
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  }, []);
  const clear = useCallback((field: Field) => {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);
  return { errors, check, clear };
}
