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
  ['ABCAPITAL', 'Aditya Birla Capital Limited', 50_000, 'Finance & Investments'],
  ['BAJFINANCE', 'Bajaj Finance Limited', 550_000, 'Finance & Investments'],
  ['BAJAJFINSV', 'Bajaj Finserv Limited', 300_000, 'Finance & Investments'],
  ['BAJAJ-AUTO', 'Bajaj Auto Limited', 250_000, 'Automobiles - Motorcycles / Mopeds'],
  ['BAJAJHLDNG', 'Bajaj Holdings & Investment Limited', 97_000, 'Finance & Investments'],
  ['BAJAJELEC', 'Bajaj Electricals Limited', 12_000, 'Domestic Appliances'],
  ['TVSHLTD', 'TVS Holdings Limited', 27_000, 'Finance & Investments'],
  ['RRKABEL', 'R R Kabel Limited', 15_000, 'Cables - Power'],
  ['NRAIL', 'N R Agarwal Industries Limited', 600, 'Paper'],
  ['BHARATFORG', 'Bharat Forge Limited', 60_000, 'Castings & Forgings'],
  ['BEL', 'Bharat Electronics Limited', 280_000, 'Electronics - Components'],
  ['THANGAMAYL', 'Thangamayil Jewellery Limited', 4_700, 'Diamond Cutting / Jewellery'],
  ['UNIVCABLES', 'Universal Cables Limited', 2_500, 'Cables - Power'],
  ['PARKHOTELS', 'Apeejay Surrendra Park Hotels Limited', 3_500, 'Hotels'],
  ['GOLDBEES', 'Nippon India ETF Gold BeES', 20_000, null],
  ['PSUBANK', 'Kotak Nifty PSU Bank ETF', 1_500, null],
  ['CANBK', 'Canara Bank', 100_000, 'Banks - Public Sector'],
  ['HMVL', 'Hindustan Media Ventures Limited', 700, 'Entertainment / Electronic Media Software'],
  ['HINDUNILVR', 'Hindustan Unilever Limited', 590_000, 'Personal Care - Multinational'],
  ['NATIONALUM', 'National Aluminium Company Limited', 40_000, 'Aluminium and Aluminium Products'],
  ['PFC', 'Power Finance Corporation Limited', 160_000, 'Finance - Term-Lending Institutions'],
  ['POWERMECH', 'Power Mech Projects Limited', 9_000, 'Engineering - Turnkey Services'],
  ['SAFEENTP', 'Safe Enterprises Retail Fixtures Limited', 200, 'Miscellaneous'],
  ['ASIANPAINT', 'Asian Paints Limited', 230_000, 'Paints / Varnishes'],
  ['LT', 'Larsen & Toubro Limited', 480_000, 'Engineering - Turnkey Services'],
  ['LTTS', 'L&T Technology Services Limited', 50_000, 'Computers - Software - Large'],
  ['LTFOODS', 'LT Foods Limited', 12_000, 'Food - Processing - Indian'],
  ['NAUKRI', 'Info Edge (India) Limited', 89_000, 'Miscellaneous'],
  ['RHIM', 'RHI MAGNESITA INDIA LIMITED', 13_000, 'Refractories / Intermediates'],
  ['DENORA', 'De Nora India Limited', 900, 'Engineering'],
  ['SONACOMS', 'Sona BLW Precision Forgings Limited', 30_000, 'Auto Ancillary'],
  ['INDIAGLYCO', 'India Glycols Limited', 2_900, 'Breweries & Distilleries'],
  ['SHAREINDIA', 'Share India Securities Limited', 3_000, 'Finance & Investments'],
  ['DOLLAR', 'Dollar Industries Limited', 3_000, 'Textiles - Products'],
  ['KTKBANK', 'The Karnataka Bank Limited', 8_500, 'Banks - Private Sector'],
  ['DIVISLAB', "Divi's Laboratories Limited", 120_000, 'Pharmaceuticals - Indian - Bulk Drugs'],
  ['PTC', 'PTC India Limited', 6_000, 'Power Generation And Supply'],
  ['PFS', 'PTC India Financial Services Limited', 3_000, 'Finance & Investments'],
  ['STCINDIA', 'The State Trading Corporation of India Limited', 900, 'Trading'],
];

const lexicon: EnglishLexicon = {
  companies: new CompanyIndex(ROWS.map(([symbol, name, marketCap, industry]): DirectoryCompany => ({ symbol, country: 'IN', name, marketCap, industry }))),
  indexNames: ['NIFTY 50'],
  sectorNames: ['Power', 'Healthcare', 'Information Technology', 'Financials', 'Textiles - Products', 'Packaging', 'Entertainment / Electronic Media Software'],
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

  it('is not a word that only begins a name\'s first word ("nation" is not National Aluminium)', () => {
    expect(named('nation pe')).not.toEqual(['NATIONALUM']);
  });
});

describe('first words too short to name a listing', () => {
  it('name it with the shortened words after them ("jb chem", "power fin")', () => {
    expect(named('jb chem roe')).toEqual(['JBCHEPHARM']);
    expect(named('power fin roe')).toEqual(['PFC']);
  });

  it('do not when the words after them are whole words of the reader\'s ("power stocks")', () => {
    expect(named('power stocks by roe')).not.toEqual(['PFC']);
  });
});

describe('a one-letter first word of a name', () => {
  it('is not read as chat shorthand ("r" = are, "d" = the, "n" = and, "ab" = now)', () => {
    expect(named('mastek vs r systems roce')).toEqual(['MASTEK', 'RSYSTEMS']);
    expect(named('mastek vs r systems, roce')).toEqual(['MASTEK', 'RSYSTEMS']);
    expect(named('d b corp roe')).toEqual(['DBCORP']);
    expect(named('ab capital pe')).toEqual(['ABCAPITAL']);
  });

  it('ends on a word of its own: "n r r kabel" is "and" R R Kabel, not N R Agarwal', () => {
    expect(named('mastek n r r kabel pe')).toEqual(['MASTEK', 'RRKABEL']);
    expect(named('n r agarwal pe')).toEqual(['NRAIL']);
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

  it('pick among every listing the first words begin, not only those a bare name offers', () => {
    expect(named('bajaj elec pe')).toEqual(['BAJAJELEC']);
    // "holding" also says the business of Bajaj Finance (TVS Holdings, Bajaj Holdings): the name's own word wins.
    expect(named('bajaj hldg pe')).toEqual(['BAJAJHLDNG']);
  });

  it('ask which one when they fit two listings', () => {
    expect(asked('garware tech pe')).toEqual(expect.arrayContaining([expect.stringContaining('GARFIBRES'), expect.stringContaining('GRWRHITECH')]));
  });

  it('never take a joining word as part of a longer name ("sbi and pnb" is not SBI Cards and Payment Services)', () => {
    expect(named('compare sbi and pnb')).toEqual(['SBIN', 'PNB']);
  });
});

describe('words that together are a symbol', () => {
  it('name that listing', () => {
    expect(named('park hotels pe')).toEqual(['PARKHOTELS']);
    expect(named('gold bees 1 year return')).toEqual(['GOLDBEES']);
  });

  it("do not name a fund when they are all the reader's words ('psu bank' is a sector, not the PSUBANK ETF)", () => {
    expect(named('which psu bank has the lowest pe?')).not.toEqual(['PSUBANK']);
  });
});

describe('a whole name of common words', () => {
  it('is a name when it has three words or more', () => {
    expect(named('hindustan media ventures roe')).toEqual(['HMVL']);
  });
});

describe('a misspelt name of several words', () => {
  it('leaves the metric after it to the question', () => {
    const result = compileEnglish('bharat forg pe', lexicon);
    expect(result.ok && result.plan).toMatchObject({ companies: [{ symbol: 'BHARATFORG' }], metrics: ['pe'] });
  });
});

describe('a long first word of one listing only', () => {
  it('names that listing, though it is smaller than a bare leading word needs', () => {
    expect(named('thangamayil pe')).toEqual(['THANGAMAYL']);
  });

  it('does not when the word is shorter or of the reader\'s vocabulary', () => {
    expect(named('universal pe')).not.toEqual(['UNIVCABLES']);
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

describe('a word left over', () => {
  it("is offered back as a listing of some size it begins ('asian': Asian Paints), not as a small one ('safe')", () => {
    expect(asked('asian pe')).toEqual(expect.arrayContaining([expect.stringContaining('ASIANPAINT')]));
    expect(asked('safe stocks').some((label) => label.includes('SAFEENTP'))).toBe(false);
  });

  it('names Larsen & Toubro by "lt" (its nickname), offering the smaller listings the word begins ("lt": LT Foods)', () => {
    const result = compileEnglish('lt pe', lexicon);
    expect(named('lt pe')).toEqual(['LT']);
    expect(result.ok && result.otherListings?.choices.map((c) => c.label)).toEqual(expect.arrayContaining([expect.stringContaining('LTFOODS')]));
    expect(named('lt tech pe')).toEqual(['LTTS']);
  });
});

describe('a common word left over', () => {
  it('is never offered as the company it begins', () => {
    const result = compileEnglish('which one has the highest roe', lexicon);
    const labels = !result.ok && result.kind === 'clarify' ? result.choices.map((c) => c.label) : [];
    expect(labels.some((label) => label.includes('PAYTM'))).toBe(false);
  });
});

describe('a name holding a word of chat shorthand or Hinglish', () => {
  it('is kept whole, not read as that word ("info" = details, "rhi" and "de" = glue, "blw" = below)', () => {
    expect(named('info edge ka pe kitna hai')).toEqual(['NAUKRI']);
    expect(named('rhi magnesita ki roe batao')).toEqual(['RHIM']);
    expect(named('de nora india ka roe')).toEqual(['DENORA']);
    expect(named('sona blw pe')).toEqual(['SONACOMS']);
  });

  it('still lets the chat words around it be read ("hdfc ka pe" keeps no name)', () => {
    expect(named('bajaj finance ka pe kitna hai')).toEqual(['BAJFINANCE']);
    expect(named('pe below 20 stocks')).not.toContain('SONACOMS');
  });
});

describe('a name that begins with a question word or is made of common words', () => {
  it('names its listing with a word of its own after the question word ("india glycols")', () => {
    expect(named('india glycols pe')).toEqual(['INDIAGLYCO']);
    expect(named('share india securities roe')).toEqual(['SHAREINDIA']);
  });

  it('names a listing of Rs 1,000 crore or more by two common words ("dollar industries", "karnataka bank")', () => {
    expect(named('dollar industries ka mcap')).toEqual(['DOLLAR']);
    expect(named('the karnataka bank pe')).toEqual(['KTKBANK']);
  });

  it('does not make a question word alone a company ("india stocks")', () => {
    expect(named('india stocks by roe')).not.toEqual(['INDIAGLYCO']);
  });
});

describe('a name with a possessive or written together', () => {
  it('is found without its "\'s" and as typed, not corrected to a name one letter away', () => {
    expect(named("divi's laboratories pe")).toEqual(['DIVISLAB']);
    expect(named('ptcindia roe')).toEqual(['PTC']);
  });
});
