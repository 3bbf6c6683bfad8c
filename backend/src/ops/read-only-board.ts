import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { translate } from '@reactivation/contracts';
import type { Queue } from 'bullmq';
import type { Express, NextFunction, Request, Response } from 'express';
import { requestLocale } from '../core/http/request-locale';

/**
 * Bull Board as a window, never a control: a job added, retried, promoted or edited there reaches
 * processors that record history and move money without anyone's name on it (issue 21). Three layers,
 * each enough on its own:
 *
 * 1. `refuseWrites` (mounted in front): only GET and HEAD reach the board, anything else is 405;
 * 2. a `before` hook on every Bull Board API route: a route whose method is not GET answers 403,
 *    whatever got it that far (a method rewritten by some middleware added later);
 * 3. every queue adapter in Bull Board's read-only mode: its write handlers answer 405 and the UI
 *    draws no buttons.
 *
 * Retrying a failed job is not offered: the outbox publishes an unfinished event again by itself
 * (operations.md, "What the re-drive covers").
 */
export function readOnlyBoard(queues: Queue[], basePath: string, boardTitle: string): Express {
  const serverAdapter = new ExpressAdapter().setBasePath(basePath);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue, { readOnlyMode: true, allowRetries: false })),
    serverAdapter,
    options: {
      uiConfig: { boardTitle },
      handlerHooks: {
        before: ({ method }) => (method === 'get' ? undefined : { allow: false, status: 403, errorKey: 'ERRORS.QUEUE_READ_ONLY' }),
      },
    },
  });
  const board = serverAdapter.getRouter() as Express;
  // The adapter makes an Express app of its own, which would announce itself on every answer.
  board.disable('x-powered-by');
  return board;
}

/** Lets only reads through to the board: any other method is 405, before the board sees the request. */
export function refuseWrites(req: Request, res: Response, next: NextFunction): void {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  res
    .status(405)
    .setHeader('Allow', 'GET, HEAD')
    .json({ success: false, message: translate(requestLocale(req), 'admin.queueBoardReadOnly') });
}
