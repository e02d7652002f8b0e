/**
 * Twelve quarters of shareholding per company: promoter, FII, DII, government and public in % of shares,
 * plus the share of promoter holding that is pledged. Worked in hundredths of a percent as integers, with
 * public as the remainder, so the five categories add up to exactly 100.00 every quarter.
 */
import { clamp, rngFor } from '@sanchay/core';
import type { CompanyPlan } from './companyFactory';

export interface ShareholdingRow {
  quarterEnd: number;
  promoter: number;
  fii: number;
  dii: number;
  public: number;
  government: number;
  pledged: number;
}

/** Categories other than public may hold at most this much (hundredths of %): public keeps 5%. */
const MAX_HELD = 9500;

export function buildShareholding(plan: CompanyPlan, seed: number, quarterEnds: readonly number[]): ShareholdingRow[] {
  const rng = rngFor(seed, 'shareholding', plan.key);
  const large = plan.country === 'IN' ? plan.inRank >= 0 && plan.inRank < 250 : plan.rank < 500;
  let government = 0;
  let promoter: number;
  if (plan.country !== 'IN') promoter = rng.int(0, 1500);
  else if (rng.chance(0.05)) {
    government = rng.int(5100, 7500); // a public-sector undertaking: the state is the promoter
    promoter = 0;
  } else if (plan.industry.industry === 'Banks' && rng.chance(0.5)) promoter = 0;
  else promoter = rng.chance(0.08) ? 0 : rng.int(3000, 7500);
  let fii = large ? rng.int(800, 3000) : rng.int(0, 1200);
  let dii = large ? rng.int(600, 2500) : rng.int(0, 800);
  let pledged = promoter > 0 && rng.chance(0.12) ? rng.int(100, 4000) : 0;

  const fit = () => {
    const excess = promoter + government + fii + dii - MAX_HELD;
    if (excess > 0) {
      const cut = Math.ceil(excess / 2);
      fii = Math.max(0, fii - cut);
      dii = Math.max(0, dii - (excess - cut));
    }
  };
  const rows: ShareholdingRow[] = [];
  quarterEnds.forEach((quarterEnd, q) => {
    if (q > 0) {
      if (promoter > 0 && rng.chance(0.15)) promoter = clamp(promoter + rng.int(-150, 60), 0, 7500);
      fii = Math.max(0, fii + Math.round(rng.normal(0, 60)));
      dii = Math.max(0, dii + Math.round(rng.normal(15, 50)));
      if (pledged > 0) pledged = rng.chance(0.1) ? 0 : clamp(pledged + Math.round(rng.normal(0, 150)), 0, 9000);
      else if (promoter > 0 && rng.chance(0.01)) pledged = rng.int(100, 2000);
    }
    fit();
    rows.push({
      quarterEnd,
      promoter: promoter / 100,
      fii: fii / 100,
      dii: dii / 100,
      government: government / 100,
      public: (10000 - promoter - fii - dii - government) / 100,
      pledged: promoter > 0 ? pledged / 100 : 0,
    });
  });
  return rows;
}
