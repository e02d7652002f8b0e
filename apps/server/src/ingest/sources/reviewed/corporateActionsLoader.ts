/**
 * Source `reviewed-corporate-actions`: the corporate actions in corporateActionsList.ts, checked by an
 * administrator against the exchange's announcements and the price data, recorded as confirmed (applied, and
 * listed with who decided). It reads no file and runs in every mode; a symbol this database does not list is
 * simply not in it (a demo or US-only database), not a problem.
 */
import { recordCorporateActions, type NewCorporateAction } from '../../../market/corporateActions/index';
import { inTransaction } from '../../sqlBatch';
import type { IngestSource } from '../../types';
import { parseNseCorporateActions } from '../nse/corporateActions';
import { nseSymbolResolver } from '../nse/symbolChanges';
import { REVIEWED_CORPORATE_ACTIONS_CSV } from './corporateActionsList';

export const REVIEWED_BY = 'reviewed list (apps/server/src/ingest/sources/reviewed/corporateActionsList.ts)';
const NAME = 'reviewed corporate actions';

export const reviewedCorporateActionsSource: IngestSource = {
  name: 'reviewed-corporate-actions',
  async run(ctx) {
    const { rows, problems } = parseNseCorporateActions(REVIEWED_CORPORATE_ACTIONS_CSV, NAME);
    ctx.problems(problems);
    const resolve = await nseSymbolResolver(ctx);
    const actions: NewCorporateAction[] = rows.flatMap((row) => {
      const companyId = resolve(row.symbol);
      if (!companyId) return [];
      return row.actions.map((detail) => ({
        companyId,
        detail,
        purpose: row.purpose,
        exDate: row.exDate,
        recordDate: row.recordDate,
        status: 'confirmed' as const,
        source: 'reviewed' as const,
        evidence: row.checked,
        decidedBy: REVIEWED_BY,
      }));
    });
    await inTransaction(ctx.db, (tx) => recordCorporateActions(tx, actions));
    // Rows of the list this database holds, recorded now or before (a forced run reports the same count).
    ctx.report.files += 1;
    ctx.report.rows += actions.length;
  },
};
