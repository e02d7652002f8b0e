/**
 * Asset class and DipSIP eligibility of an NSE-listed ETF from its Underlying and SecurityName text
 * (eq_etfseclist.csv has no category column and writes names without spaces: `NiftyMidcap150`).
 * Text is matched lower-cased with everything but letters and digits removed.
 *
 * DipSIP rule: an equity-index ETF is eligible when it tracks an established broad-market or sector
 * index (the table below) and not a factor, strategy or thematic variant of it. These are the liquid
 * index ETFs where "the index fell X%" is a meaningful buy signal; gold, silver, debt, liquid and
 * international ETFs are not equity dips of the Indian market and are never eligible.
 */
export type EtfAssetClass = 'equity-index' | 'gold' | 'silver' | 'debt' | 'liquid' | 'international' | 'reit' | 'invit';

export interface EtfClass {
  assetClass: EtfAssetClass;
  isDipSipEtf: boolean;
}

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

const LIQUID = /liquid|1drate|overnight|moneymarket/;
const DEBT = /gilt|gsec|govtsec|governmentsecurities|bond|sdl|debt|crisilibx|tbill|treasury/;
const INTERNATIONAL = /nasdaq|sp500|hangseng|fang|msci|nyse|usequity|ustech|japan|china|global|developedmarket/;
/** Word-level marker on the raw text, for names such as "Mirae Asset US ...". */
const US_WORD = /\bUS\b|\bU\.S\.|\bUSA\b/;

/** Established indices (compacted text patterns). `nifty50(?!\d)` keeps NIFTY 500 apart from NIFTY 50. */
export const DIPSIP_INDICES: readonly { index: string; pattern: RegExp }[] = [
  { index: 'Nifty 50', pattern: /nifty50(?!\d)|niftybees|setfnif50/ },
  { index: 'Nifty Next 50', pattern: /niftynext50|juniorbees|niftyjunior|nxt50/ },
  { index: 'Nifty 100', pattern: /nifty100(?!\d)/ },
  { index: 'Nifty 200', pattern: /nifty200(?!\d)/ },
  { index: 'Nifty 500', pattern: /nifty500(?!\d)/ },
  { index: 'BSE 500', pattern: /bse500(?!\d)/ },
  { index: 'Nifty Midcap 150', pattern: /midcap150|mid150/ },
  { index: 'Nifty Smallcap 250', pattern: /smallcap250/ },
  { index: 'BSE Sensex', pattern: /sensex(?!next)/ },
  { index: 'Nifty Bank', pattern: /niftybank|banknifty|bankbees|bsebankex/ },
  { index: 'Nifty Private Bank', pattern: /privatebank|pvtbank/ },
  { index: 'Nifty PSU Bank', pattern: /psubank/ },
  { index: 'Nifty IT', pattern: /niftyit(?!c)|itbees|niftyinformationtechnology/ },
  { index: 'Nifty Financial Services', pattern: /financialservices|finnifty/ },
  { index: 'Nifty Pharma', pattern: /niftypharma|pharmabees/ },
  { index: 'Nifty FMCG', pattern: /niftyfmcg/ },
  { index: 'Nifty Auto', pattern: /niftyauto/ },
  { index: 'Nifty Healthcare', pattern: /niftyhealthcare|healthcareindex/ },
];

/** Factor, strategy and thematic variants: an ETF on "Nifty 200 Quality 30" is not a Nifty 200 ETF. */
const VARIANT =
  /equalweight|alpha|lowvol|momentum|quality|value|growth|dividend|divopp|enhanced|multicap|shariah|top1[05](?!\d)|top20(?!\d)|cpse|consumption|esg|manufacturing|infra|digital|tourism|defen[cs]e|mnc|capitalmarket|rural|housing|innovation|psu(?!bank)/;

function dipSipIndex(text: string): string | null {
  if (VARIANT.test(text)) return null;
  return DIPSIP_INDICES.find((entry) => entry.pattern.test(text))?.index ?? null;
}

export function classifyEtf(etf: { symbol: string; underlying: string | null; securityName: string }): EtfClass {
  const raw = `${etf.underlying ?? ''} ${etf.securityName}`;
  const text = `${compact(etf.underlying ?? '')}|${compact(etf.securityName)}|${compact(etf.symbol)}`;
  if (/silver/.test(text)) return { assetClass: 'silver', isDipSipEtf: false };
  if (/gold(?!man)/.test(text)) return { assetClass: 'gold', isDipSipEtf: false };
  if (LIQUID.test(text)) return { assetClass: 'liquid', isDipSipEtf: false };
  if (DEBT.test(text)) return { assetClass: 'debt', isDipSipEtf: false };
  if (INTERNATIONAL.test(text) || US_WORD.test(raw)) return { assetClass: 'international', isDipSipEtf: false };
  return { assetClass: 'equity-index', isDipSipEtf: dipSipIndex(text) !== null };
}
