import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { z } from 'zod';
import { ERROR_PARAMS } from '@app/shared/i18n/error-params';
import { ApiError } from '../../lib/api';

export interface FormErrors { fields: Record<string, string>; form: string | null; suggestion?: { field: string; value: string }; link?: string }
const NONE: FormErrors = { fields: {}, form: null };

/**
 * Field errors from the shared zod schema (checked in the browser before sending) and from the server's answer,
 * both in the page language; a server error without a field is shown above the form.
 */
export function useFormErrors() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FormErrors>(NONE);
  const message = (code: string, params?: Record<string, unknown>) => t(`errors.${code}`, { ...ERROR_PARAMS[code], ...params });

  /** Returns the parsed body, or null after showing the problems. */
  function validate<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> | null {
    const result = schema.safeParse(body);
    if (result.success) { setErrors(NONE); return result.data; }
    const fields: Record<string, string> = {};
    let suggestion: FormErrors['suggestion'];
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      const params = (issue as { params?: { suggestion?: string } }).params;
      fields[field] ??= message(issue.message);
      if (params?.suggestion) suggestion = { field, value: params.suggestion };
    }
    setErrors({ fields, form: null, suggestion });
    return null;
  }

  function fromServer(error: unknown) {
    if (error instanceof ApiError && error.message) {
      const suggestion = error.body.suggestion && error.field ? { field: error.field, value: error.body.suggestion } : undefined;
      setErrors(error.field
        ? { fields: { [error.field]: error.message }, form: null, suggestion, link: error.body.link }
        : { fields: {}, form: error.message, link: error.body.link });
    } else setErrors({ fields: {}, form: t('errors.generic') });
  }

  return { errors, validate, fromServer, clear: () => setErrors(NONE) };
}
