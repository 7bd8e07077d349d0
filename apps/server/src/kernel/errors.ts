import type { Params } from '@app/shared/i18n';

export interface DomainErrorDetails {
  /** The form field the member should correct. */
  field?: string;
  /** A did-you-mean value (e-mail typos). */
  suggestion?: string | null;
  /** A path on the site that helps (e.g. /login for "this address has an account"). */
  link?: string;
  /** When trying again makes sense; sent as Retry-After. */
  retryAfterSeconds?: number;
}

/**
 * A refusal the member should read, thrown by use cases and policies. `code` is a catalogue key (errors.<code>);
 * how it travels (HTTP status, localised text) is decided in http/ only, so use cases know nothing of HTTP.
 */
export class DomainError extends Error {
  constructor(readonly code: string, readonly params: Params = {}, readonly details: DomainErrorDetails = {}) {
    super(code);
    this.name = 'DomainError';
  }
}

export const notFound = () => new DomainError('not_found');
