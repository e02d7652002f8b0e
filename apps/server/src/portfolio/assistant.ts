import { BUCKETS, financialYearOf, formatDate, formatINR, istDate, type PortfolioQuestion, type PortfolioSummary, readPortfolioQuestion } from '@sanchay/core';
import type { AppDb } from '../platform/db/client';
import { type PortfolioOptions, portfolioGains, portfolioSummary } from './portfolioView';

/**
 * The assistant's answers about the signed-in person's own portfolio (docs/PORTFOLIO.md, "The assistant"),
 * every number from their trades and the stored closes, with its as-of date. Built-in only: the holdings are
 * never sent to a language model. The chat asks `answer` before its research reader; null means "not a
 * portfolio question".
 */
export interface PortfolioAssistant {
  answer(question: string, userId: string | null, today?: string): Promise<string | null>;
}

const inr = (value: number) => formatINR(Math.round(value), { maxDecimals: 0 });
const signed = (value: number) => `${value >= 0 ? '+' : '−'}${inr(Math.abs(value))}`;
const pct = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
const SEE = 'Details, trades and the capital-gains statement: [My portfolio](/portfolio).';

function xirrLine(summary: PortfolioSummary): string {
  if (summary.xirr === null) return 'XIRR: not computable yet (it needs a priced holding or a sale).';
  const b = summary.benchmark;
  const vs = 'xirr' in b ? ` vs ${pct(b.xirr)} had every rupee gone into ${b.name} on the same days (${b.name} close of ${formatDate(b.asOf)})` : `. ${b.unavailable}`;
  return `Your XIRR is **${pct(summary.xirr)}**${vs}.`;
}

function overview(summary: PortfolioSummary): string[] {
  const asOf = summary.asOf ? formatDate(summary.asOf) : null;
  const pnl = summary.unrealisedPnl;
  const priced = summary.holdings.filter((h) => h.value !== null);
  const invested = priced.reduce((sum, h) => sum + h.invested, 0);
  const lines = [
    `**Your portfolio${asOf ? ` at the closes and NAVs of ${asOf}` : ''}**: value **${inr(summary.value)}** on ${inr(invested)} invested, unrealised P&L **${signed(pnl)}**${invested > 0 ? ` (${((pnl / invested) * 100).toFixed(1)}%)` : ''}${summary.dayChange !== null ? `, day change ${signed(summary.dayChange)}` : ''}.`,
    xirrLine(summary),
    `${summary.holdings.length} holding${summary.holdings.length === 1 ? '' : 's'}${summary.realisedPnl ? `; realised P&L so far ${signed(summary.realisedPnl)}` : ''}.`,
  ];
  const top = priced.slice(0, 3).map((h) => `${h.name} ${inr(h.value!)} (${summary.value > 0 ? ((h.value! / summary.value) * 100).toFixed(0) : 0}%)`);
  if (top.length > 0) lines.push(`Largest: ${top.join(', ')}.`);
  if (summary.unpriced.length > 0) lines.push(`Not valued (no stored price): ${summary.unpriced.length} holding${summary.unpriced.length === 1 ? '' : 's'}.`);
  return lines;
}

function mover(summary: PortfolioSummary, direction: 'loser' | 'gainer'): string[] {
  const priced = summary.holdings.filter((h) => h.unrealisedPnl !== null);
  if (priced.length === 0) return ['None of your holdings has a stored price, so none has a P&L to compare.'];
  const sorted = [...priced].sort((a, b) => (direction === 'loser' ? a.unrealisedPnl! - b.unrealisedPnl! : b.unrealisedPnl! - a.unrealisedPnl!));
  const first = sorted[0]!;
  const ofCost = (h: (typeof priced)[number]) => (h.invested > 0 ? ` (${((h.unrealisedPnl! / h.invested) * 100).toFixed(1)}% of its cost ${inr(h.invested)})` : '');
  const word = direction === 'loser' ? 'lost the most' : 'gained the most';
  if ((direction === 'loser' && first.unrealisedPnl! >= 0) || (direction === 'gainer' && first.unrealisedPnl! <= 0)) {
    return [`None of your holdings is ${direction === 'loser' ? 'below' : 'above'} its cost at the closes of ${formatDate(summary.asOf)}. Closest: ${first.name}, ${signed(first.unrealisedPnl!)}${ofCost(first)}.`];
  }
  const lines = [`**${first.name}** has ${word}: ${signed(first.unrealisedPnl!)}${ofCost(first)}, at ${inr(first.price!)} on ${formatDate(first.priceDate)}.`];
  const next = sorted.slice(1, 4).filter((h) => (direction === 'loser' ? h.unrealisedPnl! < 0 : h.unrealisedPnl! > 0));
  if (next.length > 0) lines.push(`Then: ${next.map((h) => `${h.name} ${signed(h.unrealisedPnl!)}`).join(', ')}.`);
  lines.push('Unrealised P&L: value at the latest close or NAV less the FIFO cost of what you still hold.');
  return lines;
}

async function gains(db: AppDb, userId: string, today: string): Promise<string[]> {
  const fy = financialYearOf(today);
  const statement = await portfolioGains(db, userId);
  const year = statement.years.find((y) => y.fy === fy);
  if (!year) {
    const last = statement.years.at(-1);
    return [`No sales in FY ${fy} (to ${formatDate(today)}), so no capital gains this year.${last ? ` Your last year with sales: FY ${last.fy}, estimated tax ${inr(last.estimatedTax)}.` : ''}`, `_${statement.notTaxAdvice}_`];
  }
  const lines = [`**Capital gains of FY ${fy}** (sales to ${formatDate(today)}, FIFO, Indian rules):`];
  for (const [bucket, amount] of Object.entries(year.net)) {
    if (Math.abs(amount) < 0.5) continue;
    lines.push(`- ${BUCKETS[bucket as keyof typeof BUCKETS].label}: ${signed(amount)} (taxable after set-off ${inr(year.taxable[bucket as keyof typeof year.taxable])})`);
  }
  lines.push(
    `Estimated tax at the special rates: **${inr(year.estimatedTax)}**, before surcharge and 4% cess${year.ltcgExemptionUsed > 0 ? `, after ${inr(year.ltcgExemptionUsed)} of the ${inr(year.ltcgExemption)} s.112A exemption` : ''}.`,
  );
  if (year.slabGains > 0) lines.push(`${inr(year.slabGains)} of gains are taxed at your slab rate (add them to your income).`);
  if (year.needsFmv > 0) lines.push(`${year.needsFmv} sale${year.needsFmv === 1 ? '' : 's'} of shares bought before 1 Feb 2018 need their FMV of 31 Jan 2018: their actual cost was used.`);
  lines.push(`_${statement.notTaxAdvice}_`);
  return lines;
}

export function portfolioAssistant(db: AppDb, options: PortfolioOptions): PortfolioAssistant {
  return {
    async answer(question, userId, today = istDate(Date.now())) {
      const asked: PortfolioQuestion | null = readPortfolioQuestion(question);
      if (!asked) return null;
      if (!userId) return `Sign in to ask about your portfolio: it is kept in your own account and answered from your own trades.`;
      const summary = await portfolioSummary(db, userId, options);
      if (summary.tradeCount === 0) {
        return `Your portfolio is empty: no trades are recorded yet. Import a Zerodha tradebook, a CAMS / KFintech statement or a CSV on [My portfolio](/portfolio), or add a trade by hand, and ask again.`;
      }
      let lines: string[];
      if (asked.kind === 'gains') lines = await gains(db, userId, today);
      else if (asked.kind === 'xirr') lines = [xirrLine(summary), summary.asOf ? `What you hold is counted at its value at the closes of ${formatDate(summary.asOf)}.` : ''];
      else if (asked.kind === 'mover') lines = mover(summary, asked.direction);
      else if (asked.kind === 'other') lines = ["I can answer about your portfolio's value, XIRR, capital gains and which holding gained or lost most; not that yet. Here is where it stands:", ...overview(summary)];
      else lines = overview(summary);
      return [...lines.filter((l) => l !== ''), SEE].join('\n\n');
    },
  };
}
