import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import {
  staffMacroApplyInputSchema,
  staffMacroInputSchema,
  type StaffMacro,
  type StaffMacroApplyInput,
  type StaffMacroApplyResult,
  type StaffMacroInput,
} from '@reactivation/contracts';
import { AdminAuthGuard, type StaffRequest } from '../../admin-auth/admin-auth.guard';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { StaffMacrosService } from './staff-macros.service';

/** The panel's saved replies («Шаблоны ответов»): their list and edits, and their use on a case. */
@Controller('admin')
@UseGuards(AdminAuthGuard)
export class AdminMacrosController {
  constructor(private readonly macros: StaffMacrosService) {}

  @Get('macros')
  list(): Promise<StaffMacro[]> {
    return this.macros.list();
  }

  @Post('macros')
  @HttpCode(HttpStatus.CREATED)
  create(@Body(new ZodValidationPipe(staffMacroInputSchema)) body: StaffMacroInput, @Req() req: StaffRequest): Promise<StaffMacro> {
    return this.macros.create(body, req.staff.username);
  }

  @Put('macros/:macroId')
  update(
    @Param('macroId') macroId: string,
    @Body(new ZodValidationPipe(staffMacroInputSchema)) body: StaffMacroInput,
    @Req() req: StaffRequest,
  ): Promise<StaffMacro> {
    return this.macros.update(macroId, body, req.staff.username);
  }

  @Delete('macros/:macroId')
  @HttpCode(HttpStatus.NO_CONTENT)
  delete(@Param('macroId') macroId: string, @Req() req: StaffRequest): Promise<void> {
    return this.macros.delete(macroId, req.staff.username);
  }

  /** The macro's parts on the case (`:id` its id), in one call: the move, the requests, the message. */
  @Post('applications/:id/macros/:macroId/apply')
  @HttpCode(HttpStatus.OK)
  apply(
    @Param('id') id: string,
    @Param('macroId') macroId: string,
    @Body(new ZodValidationPipe(staffMacroApplyInputSchema)) body: StaffMacroApplyInput,
    @Req() req: StaffRequest,
  ): Promise<StaffMacroApplyResult> {
    return this.macros.apply(id, macroId, body, req.staff.username);
  }
}
