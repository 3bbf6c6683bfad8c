export type ChatErrorTexts = {
  /** The text for a message key this side knows (request.tooMany, say), else undefined. */
  known: (key: string) => string | undefined;
  generic: string;
  /** Whether a plain sentence from the server is shown as it came (the visitor's side), or the general failure instead. */
  plainText: boolean;
};

/**
 * The words for a chat error from the server (an acknowledgement's `error`): a known message key's
 * text; a code nobody here knows, or nothing, as the general failure; a sentence as sent, where wanted.
 */
export function chatErrorText(error: string, texts: ChatErrorTexts): string {
  const known = error ? texts.known(error) : undefined;
  if (known !== undefined) return known;
  if (!texts.plainText || !error || /^[\w.:-]+$/.test(error)) return texts.generic;
  return error;
}
