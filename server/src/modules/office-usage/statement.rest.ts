import type { Express } from 'express';
import type { Services } from '../../context.js';
import { rest } from '../../http/rest.js';
import type { User } from '../accounts/user.entity.js';
import { DocumentStatus, GeneratedDocument } from '../documents/generated-document.entity.js';
import { officeAccess } from '../offices/office-policy.js';
import type { OfficeClient } from '../offices/office-client.entity.js';
import { findWork } from '../works/index.js';
import { monthOf } from './month.js';
import { officeUsage } from './office-usage.service.js';
import { statementDefinition } from './statement.js';

/** The statement lists at most this many documents; the counts above it cover them all. */
const LISTED_DOCUMENTS = 2000;

/**
 * GET /np/offices/:officeId/statement/:month: the office's monthly statement as a PDF, for its
 * owners (billing.manage) in the browser (cookie; no API token reaches it: the REST shim's token
 * rules list no such route). Rendered in the render pool, off the request thread.
 */
export function officeStatementRoute(app: Express, services: Services) {
  app.get(
    '/np/offices/:officeId/statement/:month',
    rest(services, async (ctx, req, res) => {
      const officeId = String(req.params.officeId);
      const month = monthOf(String(req.params.month));
      const usage = await officeUsage(ctx, officeId, month.key);
      const { office } = await officeAccess(ctx, officeId, 'billing.manage');
      const where = {
        office: office.id,
        createdAt: { $gte: month.from, $lt: month.to },
        status: { $ne: DocumentStatus.FAILED },
      };
      const documents = await ctx.em.find(GeneratedDocument, where, {
        populate: ['user', 'client'],
        orderBy: { createdAt: 'asc', id: 'asc' },
        limit: LISTED_DOCUMENTS,
      });
      const definition = statementDefinition({
        officeNameNe: office.nameNe,
        officeNameEn: office.nameEn,
        usage,
        documents: documents.map((d) => ({
          createdAt: d.createdAt,
          workNameNe: findWork(d.workKey)?.nameNe ?? d.workKey,
          clientName: (d.client as OfficeClient | null)?.fullName ?? null,
          generatedBy: (d.user as User).name,
        })),
        notListed: Math.max(0, usage.documents - documents.length),
      });
      const { pdf } = await services.renderPool.render({ kind: 'definition', definition });
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="statement-${month.key}.pdf"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(pdf);
    }),
  );
}
