import { useState } from 'react';
import type { FieldMessages } from './field-errors';

/**
 * A form's field messages: the action's last answer, or the page's own check before sending, each
 * dropped as its field is changed. A new answer from the server replaces whatever was shown.
 */
export function useFormErrors<Name extends string>(given: FieldMessages<string> | undefined) {
  const answered = given as FieldMessages<Name> | undefined;
  const [shown, setShown] = useState<{ for: unknown; errors: FieldMessages<Name> } | null>(null);
  const errors: FieldMessages<Name> = shown && shown.for === answered ? shown.errors : (answered ?? {});
  return {
    errors,
    /** The page's own check found these (before sending). */
    show: (found: FieldMessages<Name>) => setShown({ for: answered, errors: found }),
    /** The visitor changed this field: its message goes. */
    fixed: (name: Name) => setShown({ for: answered, errors: Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name)) as FieldMessages<Name> }),
  };
}

/**
 * How many times the form was answered with success: a key for the form, so that it starts empty again
 * after each (the fields are the browser's own, not React state).
 */
export function useSuccessCount(answer: unknown, success: boolean): number {
  const [seen, setSeen] = useState({ answer, count: 0 });
  if (seen.answer !== answer) {
    const next = { answer, count: seen.count + (success ? 1 : 0) };
    setSeen(next);
    return next.count;
  }
  return seen.count;
}
