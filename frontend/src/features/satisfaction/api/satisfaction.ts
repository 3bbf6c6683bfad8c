import useSWR from 'swr';
import { satisfactionAnswerSchema, satisfactionViewSchema, type SatisfactionAnswer, type SatisfactionInput, type SatisfactionView } from '@reactivation/contracts';
import { apiRequest } from '@/lib/api-client';

const path = (token: string) => `/api/satisfaction/${encodeURIComponent(token)}`;

/** GET: what to ask about; it records nothing (mail scanners open links too). */
export function getSatisfaction(token: string): Promise<SatisfactionView> {
  return apiRequest(path(token), { schema: satisfactionViewSchema });
}

export function useSatisfaction(token: string) {
  return useSWR(['satisfaction', token] as const, ([, value]) => getSatisfaction(value));
}

/** POST: the answer, once per case (409 for a second). */
export function sendSatisfaction(token: string, input: SatisfactionInput): Promise<SatisfactionAnswer> {
  return apiRequest(path(token), { method: 'POST', data: input, schema: satisfactionAnswerSchema });
}
