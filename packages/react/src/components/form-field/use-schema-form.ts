import { useCallback, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, RefObject } from 'react';
import { isApiError } from '@parla/sdk';
import { useIntl } from '../../i18n/use-t.js';
import { useLatest } from '../../hooks/use-latest.js';
import { validationText } from './validation-text.js';

/** One problem a schema reports: the path of the field and the message. */
export interface SchemaIssue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

/** The part of a zod schema a form needs (so this file does not import zod). */
export interface SchemaLike<Output> {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** The values of a form: text fields and checkboxes. */
export type FormValues = Record<string, string | boolean>;

/** Options of {@link useSchemaForm}. */
export interface UseSchemaFormOptions<Values extends FormValues, Output> {
  /** The contract's request schema; its messages are the §5 ones. */
  schema: SchemaLike<Output>;
  /** The starting values, one per field (in the order focus should look for the first invalid one). */
  initialValues: Values;
  /** Turns the values into the schema's input. Default: the values as they are. */
  toInput?: (values: Values) => unknown;
  /** Maps a schema or server field name to the form field showing its error. Default: the same name. */
  fieldOf?: (name: string) => keyof Values | undefined;
  /**
   * Checks that involve several fields, for when the schema's own cross-field check does not run (zod skips an object's
   * refinements while any field is invalid). Returns messages by field. Default: none.
   */
  crossCheck?: (values: Values) => Partial<Record<keyof Values, string>>;
  /** Sends the parsed request; an {@link ApiError} with field errors puts them on the fields. */
  onValid: (data: Output, values: Values) => Promise<void> | void;
}

/** What {@link useSchemaForm} returns. */
export interface SchemaForm<Values extends FormValues> {
  values: Values;
  /** Translated errors of the fields that have been left or submitted. */
  errors: Partial<Record<keyof Values, string>>;
  /** The form's error that belongs to no field (the ApiError's message), untranslated. */
  formError: unknown;
  submitting: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  setValue<Name extends keyof Values>(name: Name, value: Values[Name]): void;
  /** Props for a text input bound to `name`: value, onChange, onBlur, name, error. */
  bindText(name: keyof Values & string): {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
    onBlur: () => void;
  };
  /** Validates every field when `name` is left (errors show for the fields left so far). */
  touch(name: keyof Values): void;
  /** The form's submit handler: validates everything, focuses the first invalid field, else calls `onValid`. */
  handleSubmit(event?: FormEvent): Promise<void>;
}

/**
 * Form state validated by a contract schema on blur and on submit, with the §5 messages in the interface language,
 * server field errors on their fields and focus on the first invalid field.
 */
export function useSchemaForm<Values extends FormValues, Output>(options: UseSchemaFormOptions<Values, Output>): SchemaForm<Values> {
  const intl = useIntl();
  const latest = useLatest(options);
  const [values, setValues] = useState<Values>(options.initialValues);
  const [issues, setIssues] = useState<Partial<Record<keyof Values, string>>>({});
  const [touched, setTouched] = useState<ReadonlySet<keyof Values>>(new Set());
  const [formError, setFormError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  // The server's field errors of the last submit, with the value each was given for: they stay until that field changes.
  const serverIssuesRef = useRef<Partial<Record<keyof Values, { message: string; value: Values[keyof Values] }>>>({});

  const check = useCallback(
    (current: Values): { data: Output | null; found: Partial<Record<keyof Values, string>> } => {
      const { schema, toInput, fieldOf, crossCheck } = latest.current;
      const result = schema.safeParse(toInput ? toInput(current) : current);
      if (result.success) {
        return { data: result.data, found: {} };
      }
      const found: Partial<Record<keyof Values, string>> = {};
      for (const [field, message] of Object.entries(crossCheck?.(current) ?? {}) as Array<[keyof Values, string | undefined]>) {
        if (message !== undefined) {
          found[field] = message;
        }
      }
      for (const issue of result.error.issues) {
        const name = String(issue.path[0] ?? '');
        const field = fieldOf ? fieldOf(name) : (name as keyof Values);
        if (field !== undefined && found[field] === undefined) {
          found[field] = issue.message;
        }
      }
      return { data: null, found };
    },
    [latest],
  );

  /** The client-side issues of `current`, and the server's for the fields still holding the value they were sent with. */
  const issuesOf = useCallback(
    (current: Values): Partial<Record<keyof Values, string>> => {
      const found = { ...check(current).found };
      for (const [field, issue] of Object.entries(serverIssuesRef.current) as Array<[keyof Values, { message: string; value: unknown } | undefined]>) {
        if (issue !== undefined && found[field] === undefined && current[field] === issue.value) {
          found[field] = issue.message;
        }
      }
      return found;
    },
    [check],
  );

  const touch = useCallback(
    (name: keyof Values) => {
      setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
      setIssues(issuesOf(valuesRef.current));
    },
    [issuesOf],
  );

  const setValue = useCallback(
    <Name extends keyof Values>(name: Name, value: Values[Name]) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValues(next);
      setIssues(issuesOf(next));
    },
    [issuesOf],
  );

  function focusFirst(names: ReadonlyArray<keyof Values>): void {
    const form = formRef.current;
    if (!form) {
      return;
    }
    for (const element of Array.from(form.elements)) {
      const name = element.getAttribute('name');
      if (name !== null && names.includes(name as keyof Values) && element instanceof HTMLElement) {
        element.focus();
        return;
      }
    }
  }

  async function handleSubmit(event?: FormEvent): Promise<void> {
    event?.preventDefault();
    if (submitting) {
      return;
    }
    const current = valuesRef.current;
    serverIssuesRef.current = {};
    const { data, found } = check(current);
    const invalid = Object.keys(found) as Array<keyof Values>;
    setTouched(new Set(Object.keys(current) as Array<keyof Values>));
    setIssues(found);
    setFormError(null);
    if (invalid.length > 0 || data === null) {
      focusFirst(invalid);
      return;
    }
    setSubmitting(true);
    try {
      await latest.current.onValid(data, current);
    } catch (error) {
      const serverIssues: Partial<Record<keyof Values, string>> = {};
      if (isApiError(error)) {
        for (const [name, messages] of Object.entries(error.fieldErrors)) {
          const field = latest.current.fieldOf ? latest.current.fieldOf(name) : (name as keyof Values);
          if (field !== undefined && field in current && messages[0] !== undefined) {
            serverIssues[field] = messages[0];
            serverIssuesRef.current[field] = { message: messages[0], value: current[field] };
          }
        }
      }
      setIssues(serverIssues);
      setFormError(error);
      focusFirst(Object.keys(serverIssues) as Array<keyof Values>);
    } finally {
      setSubmitting(false);
    }
  }

  const errors = useMemo(() => {
    const shown: Partial<Record<keyof Values, string>> = {};
    for (const [name, message] of Object.entries(issues) as Array<[keyof Values, string | undefined]>) {
      if (message !== undefined && touched.has(name)) {
        shown[name] = validationText(intl, message);
      }
    }
    return shown;
  }, [issues, touched, intl]);

  return {
    values,
    errors,
    formError,
    submitting,
    formRef,
    setValue,
    touch,
    handleSubmit,
    bindText: (name) => ({
      name,
      value: String(values[name] ?? ''),
      error: errors[name],
      onChange: (event) => setValue(name, event.currentTarget.value as Values[typeof name]),
      onBlur: () => touch(name),
    }),
  };
}
