import type { Messenger } from './messenger.port';

/** Telegram limits a forum topic's name to 128 characters. */
const TOPIC_NAME_MAX = 128;
/** Rate-limit answers waited out in a row before the call gives up (the job is then retried with backoff). */
const MAX_RATE_LIMIT_WAITS = 3;
/** A longer `retry_after` is not waited out in the job: BullMQ's backoff takes over. */
const MAX_RATE_LIMIT_WAIT_SECONDS = 30;
const CALL_TIMEOUT_MS = 15_000;

export interface TelegramConfig {
  apiUrl: string;
  token: string;
  chatId: string;
}

/** What the Bot API answers to every method. */
interface BotApiAnswer<T> {
  ok: boolean;
  result?: T;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

/** A failed Bot API call; its message names the method and Telegram's description, never the token. */
export class TelegramApiError extends Error {
  constructor(
    readonly method: string,
    readonly status: number,
    description: string,
    readonly retryAfter?: number,
  ) {
    super(`Telegram ${method} failed (${status}): ${description}`);
    this.name = 'TelegramApiError';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The Messenger on the Telegram Bot API: a forum supergroup (TELEGRAM_CHAT_ID) with one topic per
 * conversation. A 429 is waited out (Telegram's `retry_after`) a few times before the call fails.
 */
export class TelegramMessenger implements Messenger {
  private readonly base: string;

  constructor(
    private readonly config: TelegramConfig,
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {
    this.base = `${config.apiUrl.replace(/\/+$/, '')}/bot${config.token}`;
  }

  async openThread(title: string): Promise<string> {
    const name = [...title].slice(0, TOPIC_NAME_MAX).join('');
    const topic = await this.call<{ message_thread_id?: unknown }>('createForumTopic', { chat_id: this.config.chatId, name });
    if (typeof topic?.message_thread_id !== 'number') {
      throw new TelegramApiError('createForumTopic', 200, 'no message_thread_id in the answer');
    }
    return String(topic.message_thread_id);
  }

  async send(threadId: string, text: string): Promise<void> {
    await this.call('sendMessage', { chat_id: this.config.chatId, message_thread_id: Number(threadId), text });
  }

  async alert(text: string): Promise<void> {
    await this.call('sendMessage', { chat_id: this.config.chatId, text });
  }

  private async call<T>(method: string, body: Record<string, unknown>): Promise<T | undefined> {
    for (let waits = 0; ; waits++) {
      let response: Response;
      try {
        response = await fetch(`${this.base}/${method}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
      } catch (error) {
        // Only the error's name and cause code: fetch's messages could carry the URL, which holds the token.
        const cause = (error as { cause?: { code?: unknown } }).cause?.code;
        throw new TelegramApiError(method, 0, `${(error as Error).name ?? 'Error'}${typeof cause === 'string' ? ` ${cause}` : ''}`);
      }
      const answer = (await response.json().catch(() => null)) as BotApiAnswer<T> | null;
      if (response.ok && answer?.ok) return answer.result;
      const status = answer?.error_code ?? response.status;
      const retryAfter = answer?.parameters?.retry_after;
      if (status === 429 && typeof retryAfter === 'number' && retryAfter <= MAX_RATE_LIMIT_WAIT_SECONDS && waits < MAX_RATE_LIMIT_WAITS) {
        await this.wait(Math.max(retryAfter, 0) * 1000);
        continue;
      }
      throw new TelegramApiError(method, status, answer?.description ?? `HTTP ${response.status}`, retryAfter);
    }
  }
}
