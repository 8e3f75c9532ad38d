// What a GET adapter answers, for machine tests that speak of the data: the data as a success,
// and undefined as a call no server reply explained (code 'unanswered').
import type { ApiResult } from '@domain/contract/envelope';
import { COMMON_MESSAGES } from '@domain/messages/common';

export const UNANSWERED = { success: false, code: 'unanswered', message: COMMON_MESSAGES.genericError } as const;

export const replyOf = <T>(data: T | undefined): ApiResult<T> =>
  data === undefined ? UNANSWERED : { success: true, data };

/** A page-data reply from the data a page test has at hand: null is not_found, undefined unanswered. */
export const pageDataReplyOf = <T>(data: T | null | undefined): ApiResult<T> =>
  data === null ? { success: false, code: 'not_found', message: 'Not found' } : replyOf(data);
