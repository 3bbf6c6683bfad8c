import { z } from 'zod';

/** The envelope of every Bot API update; only `message` is read, other update kinds are ignored. */
export const telegramUpdateSchema = z.object({
  update_id: z.number().int().nonnegative(),
  message: z.unknown().optional(),
});

/** A message staff can have written in a conversation's topic: in a thread, from someone, with text. */
export const telegramTopicMessageSchema = z.object({
  message_thread_id: z.number().int(),
  chat: z.object({ id: z.number().int() }),
  from: z.object({ is_bot: z.boolean(), first_name: z.string() }),
  text: z.string(),
});
export type TelegramTopicMessage = z.infer<typeof telegramTopicMessageSchema>;
