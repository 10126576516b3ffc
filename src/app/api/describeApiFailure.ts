import type { TFunction } from 'i18next';
import type { ApiErrorKind } from '../../shared/rest/ApiError';

/** What a failed REST call comes down to for the reader: an ApiError, or the hub's summary of one. */
export interface FailureSummary {
  kind: ApiErrorKind;
  status: number;
  message: string;
}

/** One sentence saying why a call failed: the server's own message (as text) when it sent one. */
export function describeApiFailure(t: TFunction, failure: FailureSummary): string {
  switch (failure.kind) {
    case 'server':
      return t('error.server', { message: failure.message });
    case 'http':
      return t('error.http', { status: failure.status });
    case 'invalid':
      return t('error.invalid');
    default:
      return t('error.network');
  }
}
