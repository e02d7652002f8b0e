/**
 * Questions about the asker's own portfolio ("how is my portfolio doing", "mera portfolio kaisa hai", "my
 * xirr", "how much tax on my gains this year", "which holding lost most"): a small intent of its own, read
 * before the research reader, so a question about "my" money is never read as a market screen.
 */
export type PortfolioQuestion =
  | { kind: 'overview' }
  | { kind: 'xirr' }
  | { kind: 'gains' }
  | { kind: 'mover'; direction: 'loser' | 'gainer' }
  /** About the holdings, but nothing this intent computes (e.g. their P/E): said so, with the overview. */
  | { kind: 'other' };

/** The asker's own (English "my", "I hold", Hinglish "mera", "mere", "meri"). */
const MINE = /\b(my|mine|i\s+(?:hold|own|have)|i'm\s+holding|mera|mere|meri|mujhe|hamara|apna|apne)\b/;
const PORTFOLIO = /\b(portfolio|portfollio|portfolo|holdings?|investments?|stocks|shares|funds|demat|niveš|nivesh)\b/;
const XIRR = /\b(xirr|irr|returns?|cagr)\b/;
const BENCHMARK = /\b(nifty|sensex|index|benchmark)\b/;
const GAINS = /\b(tax|taxes|ltcg|stcg|capital\s+gains?|gains?\s+tax|112a|schedule\s+112a)\b/;
const LOSER = /\b(lost|loses|losing|loser|losers|worst|down\s+the\s+most|fell|biggest\s+loss|most\s+loss|nuksan|nuksaan|ghata)\b/;
const GAINER = /\b(gained|gainer|gainers|best|up\s+the\s+most|rose|biggest\s+gain|most\s+profit|munafa|fayda)\b/;
const HOW = /\b(how|doing|kaisa|kaise|kya\s+haal|status|performance|performing|summary|overview|worth|value)\b/;

/** The portfolio question `text` asks, or null when it is not about the asker's own holdings. */
export function readPortfolioQuestion(text: string): PortfolioQuestion | null {
  const q = text.toLowerCase().replace(/[’']/g, "'").replace(/[?!.,]/g, ' ');
  const mine = MINE.test(q);
  const aboutPortfolio = PORTFOLIO.test(q);
  if (!mine || /\bwatch\s*list\b/.test(q)) return null;
  const holdingWord = /\b(holding|holdings|stock|share|fund|investment)\b/.test(q) || aboutPortfolio;
  if (GAINS.test(q)) return { kind: 'gains' };
  if (LOSER.test(q) && holdingWord) return { kind: 'mover', direction: 'loser' };
  if (GAINER.test(q) && holdingWord) return { kind: 'mover', direction: 'gainer' };
  if (XIRR.test(q) && (aboutPortfolio || /\bxirr\b/.test(q) || BENCHMARK.test(q))) return { kind: 'xirr' };
  if (aboutPortfolio && BENCHMARK.test(q)) return { kind: 'xirr' };
  if (aboutPortfolio && (HOW.test(q) || q.trim().split(/\s+/).length <= 3)) return { kind: 'overview' };
  return aboutPortfolio ? { kind: 'other' } : null;
}
