import type { AuditRepository } from './audit.repository.ts';
import { checkChain, type ChainCheck } from './audit-chain.ts';

/** Checks every organization's chain against its head: what `npm run audit:verify` prints. */
export async function verifyAuditChains(
  audit: Pick<AuditRepository, 'chainHeads' | 'listChain'>,
  only?: string,
): Promise<ChainCheck[]> {
  const heads = (await audit.chainHeads()).filter((head) => !only || head.id === only);
  const checks: ChainCheck[] = [];
  for (const head of heads.sort((a, b) => a.id.localeCompare(b.id)))
    checks.push(checkChain(head.id, await audit.listChain(head.id), head));
  return checks;
}
