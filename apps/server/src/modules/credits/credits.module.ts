import { defineModule } from '../../kernel/module.js';
import { ledgerAuditHandler } from './audit-ledger.js';

export const creditsModule = defineModule({
  name: 'credits',
  jobs: (deps) => [ledgerAuditHandler(deps, (mismatches) => console.error('[credits.audit] balances differ from the ledger', mismatches.slice(0, 20)))],
});
