import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { describeError, IMAGE_FIELD } from '../lib/api-error';
import type { Message } from '../../../lib/message';
import { validateFields, type FieldErrors, type FieldSpec, type Values } from '../lib/fields';
import { fieldId } from './form-fields';
import { useNotice } from './toasts';
import type { ImageField } from './use-image-field';

// SPEC §2/§9: successful add forms redirect to their manage page after 3 seconds.
export const REDIRECT_DELAY_MS = 3000;

interface Options {
  /** The inputs; a function when they depend on the values (e.g. the cities of the chosen country). */
  fields: readonly FieldSpec[] | ((values: Values) => readonly FieldSpec[]);
  initial: Values;
  /** Sends the values; throws what Apollo throws. */
  submit: (values: Values) => Promise<unknown>;
  successText: Message;
  failureText: Message;
  /** After success: go there after 3 s (add screens), or else clear the form for the next entry. */
  redirectTo?: string;
  /** Checks across fields or outside the specs (e.g. "select a file"). */
  validate?: (values: Values) => FieldErrors;
  /** The form's picture (useImageField): checked with the fields, its picker shown by AddForm. */
  image?: ImageField;
  /** Adjusts other values when one changes (e.g. a new country clears the city). */
  onChange?: (name: string, value: string, values: Values) => Values;
}

/** State and submit logic of a dashboard add form: SPEC §5 checks, server field errors, messages. */
export function useEntityForm(options: Options) {
  const { initial, submit, successText, failureText, redirectTo, validate, image, onChange } = options;
  const navigate = useNavigate();
  const idPrefix = useId();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setNotice = useNotice();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done || !redirectTo) return;
    const timer = setTimeout(() => navigate(redirectTo), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, redirectTo, navigate]);

  const setValue = (name: string, value: string) => {
    setValues((old) => {
      const next = { ...old, [name]: value };
      return onChange ? onChange(name, value, next) : next;
    });
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const fields = typeof options.fields === 'function' ? options.fields(values) : options.fields;
  // The picture's server errors ("file") land beside its picker too.
  const names = [...fields.map((f) => f.name), ...(image ? [IMAGE_FIELD] : [])];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || done) return;
    const found = { ...validateFields(fields, values), ...validate?.(values), ...image?.check() };
    if (Object.keys(found).length) {
      setErrors(found);
      setNotice(null);
      const first = names.find((name) => found[name]);
      if (first) document.getElementById(fieldId(idPrefix, first))?.focus();
      return;
    }
    setBusy(true);
    try {
      await submit(values);
      setErrors({});
      setNotice({ kind: 'success', text: successText });
      if (redirectTo) setDone(true);
      else {
        setValues(initial);
        image?.reset();
      }
    } catch (error) {
      const { fields: fieldErrors, detail } = describeError(error, fields, image ? [IMAGE_FIELD] : []);
      setErrors(fieldErrors);
      setNotice({ kind: 'error', text: failureText, detail });
    } finally {
      setBusy(false);
    }
  }

  /** A new picture was chosen: it replaces the old one and its error. */
  const chooseImage = (file: File | null) => {
    image?.setFile(file);
    setErrors(({ [IMAGE_FIELD]: _fixed, ...rest }) => rest);
  };

  return { idPrefix, fields, values, setValue, setValues, errors, setErrors, busy, done, onSubmit, image, chooseImage };
}
