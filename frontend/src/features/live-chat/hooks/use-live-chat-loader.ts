import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type * as LiveChat from '../live-chat-chunk';
import type { LiveChatClient } from '../lib/live-chat-client';
import { hasRecentLiveChat } from '../lib/live-chat-storage';

export type LoadedLiveChat = { module: typeof LiveChat; client: LiveChatClient };

export type LiveChatLoader = {
  loaded: LoadedLiveChat | null;
  failed: boolean;
  retry: () => void;
};

/**
 * Loads the live chat (its own chunk, with socket.io-client) once `wanted`, and keeps its
 * connection for as long as the widget lives. A conversation used within the last day is
 * reconnected without waiting, so a staff reply still reaches the launcher's badge after a reload.
 */
export function useLiveChatLoader(wanted: boolean): LiveChatLoader {
  const [loaded, setLoaded] = useState<LoadedLiveChat | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [resumeAtOnce] = useState(hasRecentLiveChat);
  const load = wanted || resumeAtOnce;

  useEffect(() => {
    if (!load || loaded) return;
    let live = true;
    import('../live-chat-chunk').then(
      (module) => {
        if (!live) return;
        const client = module.createLiveChatClient();
        client.resume();
        setLoaded({ module, client });
      },
      (error: unknown) => {
        // A chunk that fails to arrive (offline, a deploy in between): the panel offers to try again.
        console.error('Live chat failed to load', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [load, loaded, attempt]);

  useEffect(() => () => loaded?.client.dispose(), [loaded]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { loaded, failed, retry };
}

const noSubscription = () => () => undefined;

/** Staff replies not yet seen, for the launcher's badge; 0 while the chat is not loaded. */
export function useLiveChatUnread(client: LiveChatClient | null): number {
  return useSyncExternalStore(
    client ? client.subscribe : noSubscription,
    () => client?.getSnapshot().unread ?? 0,
    () => 0,
  );
}
