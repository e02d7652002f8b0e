/**
 * Volatility smile: implied volatility as a function of moneyness k = ln(K / F).
 * `smileVolatility` is the parametric smile the simulated feed prices options with (index skew: puts
 * below the forward carry more volatility than calls above, curvature on both wings); `volatilitySmile`
 * reads the smile off a quoted chain, taking the out-of-the-money side at each strike (puts below the
 * forward, calls above), which is how trading screens draw it.
 */

export interface SmileParameters {
  /** Volatility at the money, e.g. 0.13. */
  atm: number;
  /** d(vol)/dk at the money; negative for the equity-index put skew. */
  skew: number;
  /** Second-order term; positive makes both wings rise. */
  curvature: number;
  /** Floor so far wings never go below this. */
  floor?: number;
}

/** Volatility at moneyness k = ln(K/F) for time T (years); the skew steepens as expiry nears (~1/sqrt T). */
export function smileVolatility(params: SmileParameters, k: number, time: number): number {
  const scale = 1 / Math.sqrt(Math.max(time, 1 / 365) * 12); // 1 at one month
  const x = k * Math.min(scale, 4);
  const vol = params.atm + params.skew * x + params.curvature * x * x;
  return Math.max(vol, params.floor ?? params.atm * 0.5);
}

export interface SmileQuote {
  strike: number;
  callIv: number | null;
  putIv: number | null;
}

export interface SmilePoint {
  strike: number;
  /** ln(K/F). */
  moneyness: number;
  iv: number;
}

export function volatilitySmile(quotes: readonly SmileQuote[], forward: number): SmilePoint[] {
  const points: SmilePoint[] = [];
  for (const q of quotes) {
    const otm = q.strike < forward ? q.putIv : q.callIv;
    const iv = otm ?? (q.strike < forward ? q.callIv : q.putIv);
    if (iv !== null && Number.isFinite(iv)) points.push({ strike: q.strike, moneyness: Math.log(q.strike / forward), iv });
  }
  return points.sort((a, b) => a.strike - b.strike);
}
