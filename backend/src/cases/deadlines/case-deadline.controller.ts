import { Controller, Get, Param, Res } from '@nestjs/common';
import { caseRoomPath, type CaseDeadline } from '@reactivation/contracts';
import type { Response } from 'express';
import { AppealDeadlinesService } from './appeal-deadlines.service';

/** The served calendar file: a download, never displayed, never cached past the day it was made for. */
export function sendCalendar(res: Response, file: { name: string; body: string }): void {
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${file.name}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'no-store');
  res.send(file.body);
}

/** The client's side: their case's appeal deadline and its calendar file, by the room link's token. */
@Controller('case-status/:token')
export class CaseDeadlineController {
  constructor(private readonly deadlines: AppealDeadlinesService) {}

  @Get('deadline')
  async view(@Param('token') token: string): Promise<CaseDeadline> {
    return this.deadlines.view(await this.deadlines.byToken(token));
  }

  @Get('deadline.ics')
  async calendar(@Param('token') token: string, @Res() res: Response): Promise<void> {
    const row = await this.deadlines.byToken(token);
    const room = this.deadlines.link(caseRoomPath(token, row.locale));
    sendCalendar(res, this.deadlines.calendar(row, row.locale, room));
  }
}
