/**
 * Company names as Indian retail investors type them: written together as a symbol is, a one-letter first word,
 * shortened later words, a misspelling beside a trust of the same name, a business word after a symbol, a
 * family name among peers of one industry.
 */
import { describe, expect, it } from 'vitest';
import { CompanyIndex, type DirectoryCompany } from './companyIndex';
import { compileEnglish, type EnglishLexicon } from './english';

const ROWS: [string, string, number | null, string | null][] = [
  ['JBCHEPHARM', 'JB Chemicals & Pharmaceuticals Limited', 28_000, 'Pharmaceuticals - Indian - Bulk Drugs & Formln'],
  ['JGCHEM', 'J.G.Chemicals Limited', 900, 'Chemicals'],
  ['NAVNETEDUL', 'Navneet Education Limited', 3_000, 'Printing & Stationery'],
  ['RSYSTEMS', 'R Systems International Limited', 6_000, 'Computers - Software - Medium / Small'],
  ['MASTEK', 'Mastek Limited', 7_000, 'Computers - Software - Medium / Small'],
  ['DBCORP', 'D.B.Corp Limited', 6_000, 'Printing & Stationery'],
  ['GARFIBRES', 'Garware Technical Fibres Limited', 8_300, 'Textiles - Products'],
  ['GRWRHITECH', 'Garware Hi-Tech Films Limited', 5_700, 'Packaging'],
  ['FINPIPE', 'Finolex Industries Limited', 13_000, 'Plastics Products'],
  ['FINCABLES', 'Finolex Cables Limited', 15_000, 'Cables - Power'],
  ['ELECON', 'Elecon Engineering Company Limited', 12_000, 'Engineering'],
  ['ELECTCAST', 'Electrosteel Castings Limited', 5_000, 'Castings & Forgings'],
  ['POWERGRID', 'Power Grid Corporation of India Limited', 260_000, 'Power Generation And Supply'],
  ['PGINVIT', 'POWERGRID Infrastructure Investment Trust', 8_700, null],
  ['KIMS', 'Krishna Institute of Medical Sciences Limited', 17_000, 'Healthcare'],
  ['APOLLOHOSP', 'Apollo Hospitals Enterprise Limited', 100_000, 'Healthcare'],
  ['YATHARTH', 'Yatharth Hospital & Trauma Care Services Limited', 5_000, 'Healthcare'],
  ['ZYDUSLIFE', 'Zydus Lifesciences Limited', 107_000, 'Pharmaceuticals - Indian - Bulk Drugs & Formln'],
  ['ZYDUSWELL', 'Zydus Wellness Limited', 11_800, 'Food - Processing - Indian'],
  ['LUPIN', 'Lupin Limited', 90_000, 'Pharmaceuticals - Indian - Bulk Drugs & Formln'],
  ['AUROPHARMA', 'Aurobindo Pharma Limited', 70_000, 'Pharmaceuticals - Indian - Bulk Drugs & Formln'],
  ['SBIN', 'State Bank of India', 750_000, 'Banks - Public Sector'],
  ['SBICARD', 'SBI Cards and Payment Services Limited', 80_000, 'Finance & Investments'],
  ['PNB', 'Punjab National Bank', 120_000, 'Banks - Public Sector'],
  ['PAYTM', 'One 97 Communications Limited', 60_000, 'Finance & Investments'],
];

const lexicon: EnglishLexicon = {
  companies: new CompanyIndex(ROWS.map(([symbol, name, marketCap, industry]): DirectoryCompany => ({ symbol, country: 'IN', name, marketCap, industry }))),
  indexNames: ['NIFTY 50'],
  sectorNames: ['Healthcare', 'Information Technology', 'Financials', 'Textiles - Products', 'Packaging'],
};

/** The symbols a question's plan names, or how it answered when it named none. */
function named(question: string): string[] | string {
  const result = compileEnglish(question, lexicon);
  if (!result.ok) return `${result.kind}: ${result.restated}`;
  const plan = result.plan as { companies?: { symbol: string }[]; company?: { symbol: string } };
  return plan.companies?.map((c) => c.symbol) ?? (plan.company ? [plan.company.symbol] : 'no companies');
}

function asked(question: string): string[] {
  const result = compileEnglish(question, lexicon);
  return !result.ok && result.kind === 'clarify' ? result.choices.map((c) => c.label) : [];
}

describe('a name written together as a symbol is', () => {
  it('is the listing whose name or symbol it begins, not a symbol one letter away', () => {
    expect(named('jbchem roe')).toEqual(['JBCHEPHARM']);
    expect(named('navneetedu div yield')).toEqual(['NAVNETEDUL']);
  });
});

describe('a one-letter first word of a name', () => {
  it('is not read as chat shorthand ("r" = are, "d" = the)', () => {
    expect(named('mastek vs r systems roce')).toEqual(['MASTEK', 'RSYSTEMS']);
    expect(named('d b corp roe')).toEqual(['DBCORP']);
  });

  it('is still shorthand when no name goes on from it', () => {
    expect(named('what r the pe of mastek')).toEqual(['MASTEK']);
  });
});

describe('later words of a name, shortened', () => {
  it('pick the one listing they go on with, over several words', () => {
    expect(named('abt garware tech fibres d/e?')).toEqual(['GARFIBRES']);
    expect(named('garware hi tech films pe')).toEqual(['GRWRHITECH']);
    expect(named('finolex inds pe')).toEqual(['FINPIPE']);
    expect(named('elecon engg roe')).toEqual(['ELECON']);
  });

  it('ask which one when they fit two listings', () => {
    expect(asked('garware tech pe')).toEqual(expect.arrayContaining([expect.stringContaining('GARFIBRES'), expect.stringContaining('GRWRHITECH')]));
  });

  it('never take a joining word as part of a longer name ("sbi and pnb" is not SBI Cards and Payment Services)', () => {
    expect(named('compare sbi and pnb')).toEqual(['SBIN', 'PNB']);
  });
});

describe('a misspelt name beside a trust of the same name', () => {
  it('is the company: a trust or fund named after its sponsor does not make the name shared', () => {
    expect(named('powergird dividend yield')).toEqual(['POWERGRID']);
    expect(named('powergrid pe')).toEqual(['POWERGRID']);
  });
});

describe('a word of the business after a name', () => {
  it('is part of the name when the listing is in that business', () => {
    expect(named('kims hospitals debt to equity')).toEqual(['KIMS']);
    expect(named('zydus pharma pe')).toEqual(['ZYDUSLIFE']);
  });
});

describe('a family name among named companies', () => {
  it('is the listing of the industry the other companies share', () => {
    expect(named('lupin vs aurobindo vs zydus pe')).toEqual(['LUPIN', 'AUROPHARMA', 'ZYDUSLIFE']);
  });

  it('is asked about on its own', () => {
    expect(asked('zydus pe')).toEqual([expect.stringContaining('ZYDUSLIFE'), expect.stringContaining('ZYDUSWELL')]);
  });
});

describe('a common word left over', () => {
  it('is never offered as the company it begins', () => {
    const result = compileEnglish('which one has the highest roe', lexicon);
    const labels = !result.ok && result.kind === 'clarify' ? result.choices.map((c) => c.label) : [];
    expect(labels.some((label) => label.includes('PAYTM'))).toBe(false);
  });
});
