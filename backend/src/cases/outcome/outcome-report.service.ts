import { Inject, Injectable } from '@nestjs/common';
import {
  APPLICATION_PLATFORMS,
  CONTACT_PLATFORMS,
  type AdminReport,
  type AdminReportQuery,
  type ReportFigures,
  type ReportGroup,
} from '@reactivation/contracts';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { CaseWorkflowRepository } from '../admin/case-workflow.repository';
import { OutcomeReportRepository, type FiguresRow } from './outcome-report.repository';
import { reportCsv } from './outcome-report-csv';

/** Every stored platform code with the name a person reads (the forms agree where they overlap). */
const PLATFORM_NAMES: ReadonlyMap<string, string> = new Map(Object.entries({ ...CONTACT_PLATFORMS, ...APPLICATION_PLATFORMS }));

const NO_FIGURES: ReportFigures = { closed: 0, reactivated: 0, reactivationRate: null, timed: 0, medianDays: null, answers: 0, satisfactionAverage: null };

function figuresOf(row: FiguresRow): ReportFigures {
  return {
    closed: row.closed,
    reactivated: row.reactivated,
    reactivationRate: row.closed > 0 ? row.reactivated / row.closed : null,
    timed: row.timed,
    medianDays: row.median_days === null ? null : Number(row.median_days),
    answers: row.answers,
    satisfactionAverage: row.satisfaction_average === null ? null : Number(row.satisfaction_average),
  };
}

/** The staff report of how cases ended in a period, for the panel's page and its CSV. */
@Injectable()
export class OutcomeReportService {
  constructor(
    private readonly report: OutcomeReportRepository,
    private readonly workflow: CaseWorkflowRepository,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async build(query: AdminReportQuery): Promise<AdminReport> {
    const [rows, weeks] = await Promise.all([
      this.report.figures(query.from, query.to, this.env.BUSINESS_HOURS.timeZone, PLATFORM_NAMES),
      this.report.weeks(query.from, query.to),
    ]);
    const total = rows.find((row) => row.dimension === 'total');
    const groups: ReportGroup[] = rows
      .filter((row): row is FiguresRow & { dimension: ReportGroup['dimension'] } => row.dimension !== 'total')
      .map((row) => ({ dimension: row.dimension, key: row.key, figures: figuresOf(row) }));
    return {
      from: query.from,
      to: query.to,
      total: total ? figuresOf(total) : NO_FIGURES,
      groups,
      weeks: weeks.map((week) => ({ weekStart: week.week_start, closed: week.closed, reactivated: week.reactivated })),
    };
  }

  /** The same figures as CSV; the download is recorded in the journal (who, which period). */
  async csv(query: AdminReportQuery, actor: string): Promise<string> {
    const report = await this.build(query);
    await this.workflow.recordExport(actor, { report: 'outcomes', from: query.from, to: query.to });
    return reportCsv(report);
  }
}
