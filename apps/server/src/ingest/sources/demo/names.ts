/**
 * Fictional company names and exchange symbols: "Aravali Polymers Ltd", "Sahyadri Global Fintech Ltd".
 * First words come from Indian geography and virtue words or from syllables; the last words name the
 * industry. Names and symbols are unique within a universe (a Set of the ones given out).
 */

// prettier-ignore
const PLACE_WORDS = [
  'Aravali', 'Sahyadri', 'Nilgiri', 'Vindhya', 'Satpura', 'Kaveri', 'Narmada', 'Godavari', 'Krishna', 'Tapti',
  'Himgiri', 'Konkan', 'Malabar', 'Deccan', 'Coromandel', 'Kanchenjunga', 'Shivalik', 'Doon', 'Thar', 'Kutch',
  'Saurashtra', 'Chambal', 'Mahanadi', 'Brahmaputra', 'Teesta', 'Sabarmati', 'Mandovi', 'Periyar', 'Vaigai',
  'Palar', 'Indus', 'Ganga', 'Yamuna', 'Sindhu', 'Kailash', 'Meru', 'Annapurna', 'Girnar', 'Abu', 'Nandi',
];
// prettier-ignore
const VIRTUE_WORDS = [
  'Shakti', 'Pragati', 'Vikas', 'Unnati', 'Samriddhi', 'Akshay', 'Amrit', 'Surya', 'Chandra', 'Tara', 'Jyoti',
  'Kiran', 'Prabhat', 'Uday', 'Navodaya', 'Sankalp', 'Siddhi', 'Vijay', 'Vaibhav', 'Kalpataru', 'Aadhar',
  'Sarvodaya', 'Trishul', 'Garuda', 'Vayu', 'Agni', 'Prithvi', 'Akash', 'Sagar', 'Neel', 'Ratna', 'Swarna',
  'Rajat', 'Mitra', 'Sahyog', 'Disha', 'Dhruv', 'Arjun', 'Ekta', 'Param',
];
// prettier-ignore
const SYLLABLE_START = [
  'Ka', 'Sha', 'Vi', 'Ra', 'Ma', 'Su', 'Na', 'Pra', 'A', 'Dhru', 'Ti', 'Ja', 'Ha', 'Sa', 'Bha', 'Tri', 'Ve',
  'Ku', 'Pa', 'Go', 'Ni', 'Ya',
];
// prettier-ignore
const SYLLABLE_MIDDLE = [
  'ra', 'va', 'ma', 'ni', 'sha', 'ya', 'la', 'dha', 'ka', 'ti', 'ru', 'na', 'vi', 'ja',
];
// prettier-ignore
const SYLLABLE_END = [
  'n', 't', 'ya', 'sh', 'ra', 'm', 'dri', 'vati', 'la', 'nta', 'ksh', 'ti', '',
];
// prettier-ignore
const MIDDLE_WORDS = [
  'Global', 'India', 'Prime', 'Star', 'United', 'National', 'Western', 'Eastern', 'Southern', 'Northern',
  'Bharat', 'Hind', 'Modern', 'Royal', 'Supreme', 'Premier', 'Apex', 'Crest', 'Bright', 'Golden', 'Silver',
  'Blue', 'Green', 'New', 'Standard', 'Classic', 'Dynamic', 'Universal', 'Allied', 'Continental',
];
// prettier-ignore
const US_FIRST = [
  'Cedar', 'Summit', 'Harbor', 'Redwood', 'Granite', 'Lakeshore', 'Prairie', 'Beacon', 'Keystone', 'Liberty',
  'Pioneer', 'Sierra', 'Cascade', 'Frontier', 'Evergreen', 'Bluewater', 'Ironwood', 'Northstar', 'Silverline',
  'Canyon',
];
// prettier-ignore
const SG_FIRST = [
  'Merlion', 'Straits', 'Orchid', 'Marina', 'Sentosa', 'Raffles Quay', 'Lion City', 'Temasek Bay', 'Jurong',
  'Kallang',
];
// prettier-ignore
const AE_FIRST = [
  'Al Noor', 'Al Safa', 'Gulf Pearl', 'Dune', 'Falcon', 'Oasis', 'Al Manara', 'Emirates Crest', 'Khaleej',
  'Al Wasl',
];

export type Country = 'IN' | 'US' | 'SG' | 'AE';

const SUFFIX: Record<Country, readonly string[]> = {
  IN: ['Ltd', 'Ltd', 'Ltd', 'Limited'],
  US: ['Inc', 'Corp', 'Holdings Inc'],
  SG: ['Ltd', 'Holdings Ltd'],
  AE: ['PJSC', 'Company PJSC'],
};

function syllableWord(rng: Rng): string {
  const word = rng.pick(SYLLABLE_START) + rng.pick(SYLLABLE_MIDDLE) + rng.pick(SYLLABLE_END);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function firstWord(rng: Rng, country: Country): string {
  if (country === 'US') return rng.chance(0.6) ? rng.pick(US_FIRST) : syllableWord(rng);
  if (country === 'SG') return rng.chance(0.6) ? rng.pick(SG_FIRST) : syllableWord(rng);
  if (country === 'AE') return rng.chance(0.7) ? rng.pick(AE_FIRST) : syllableWord(rng);
  const roll = rng.next();
  return roll < 0.3 ? rng.pick(PLACE_WORDS) : roll < 0.55 ? rng.pick(VIRTUE_WORDS) : syllableWord(rng);
}

/** Hands out unique names and symbols for one universe. */
export class NameBook {
  private readonly names = new Set<string>();
  private readonly symbols = new Set<string>();

  /** Keeps symbols taken elsewhere (the demo ETFs) away from companies. */
  reserveSymbol(symbol: string): void {
    this.symbols.add(symbol);
  }

  companyName(rng: Rng, country: Country, industryWords: readonly string[]): string {
    for (let attempt = 0; ; attempt++) {
      const parts = [firstWord(rng, country)];
      if (rng.chance(0.3) || attempt > 20) parts.push(rng.pick(MIDDLE_WORDS));
      if (attempt > 40) parts.push(syllableWord(rng));
      parts.push(rng.pick(industryWords), rng.pick(SUFFIX[country]));
      const name = parts.join(' ');
      if (!this.names.has(name)) {
        this.names.add(name);
        return name;
      }
    }
  }

  /**
   * An upper-case symbol of at most 10 characters derived from the name, in the style of each market:
   * NSE ARAVALIPOL, US tickers of 2-4 letters, SGX codes like C6L, ADX/DFM codes of up to 5 letters.
   */
  symbol(rng: Rng, country: Country, name: string): string {
    const words = name
      .toUpperCase()
      .replace(/[^A-Z ]/g, '')
      .split(' ')
      .filter((w) => w && !['LTD', 'LIMITED', 'INC', 'CORP', 'PJSC', 'COMPANY', 'HOLDINGS', 'AL'].includes(w));
    const joined = words.join('');
    const initials = words.map((w) => w[0]).join('');
    const candidates: string[] = [];
    if (country === 'IN') {
      candidates.push(joined.slice(0, 10), (words[0] ?? '').slice(0, 10 - initials.length + 1) + initials.slice(1));
      for (let cut = 9; cut >= 5; cut--)
        candidates.push((words[0] ?? '').slice(0, cut) + (words[words.length - 1] ?? '').slice(0, 10 - cut));
    } else if (country === 'US') {
      candidates.push(
        initials.slice(0, 4),
        joined.slice(0, 4),
        joined.slice(0, 3),
        (words[0] ?? '').slice(0, 2) + initials.slice(1, 3),
      );
    } else if (country === 'AE') {
      candidates.push(joined.slice(0, 5), (words[0] ?? '').slice(0, 3) + initials.slice(1, 3));
    }
    for (const candidate of candidates) {
      if (candidate.length >= 2 && !this.symbols.has(candidate)) return this.take(candidate);
    }
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const alnum = letters + '0123456789';
    for (;;) {
      let candidate: string;
      if (country === 'SG') candidate = rng.pick([...letters]) + rng.int(0, 9) + rng.pick([...alnum]);
      else if (country === 'US')
        candidate = Array.from({ length: rng.int(3, 4) }, () => rng.pick([...letters])).join('');
      else if (country === 'AE') candidate = Array.from({ length: 5 }, () => rng.pick([...letters])).join('');
      else candidate = joined.slice(0, 7) + String(rng.int(100, 999));
      if (!this.symbols.has(candidate)) return this.take(candidate);
    }
  }

  private take(symbol: string): string {
    this.symbols.add(symbol);
    return symbol;
  }
}

// prettier-ignore
const FIRST_NAMES = [
  'Aarav', 'Vivaan', 'Aditya', 'Ananya', 'Diya', 'Ishaan', 'Kavya', 'Meera', 'Rohan', 'Sanjana', 'Nikhil',
  'Pooja', 'Rahul', 'Sneha', 'Vikram', 'Lakshmi', 'Suresh', 'Geeta', 'Arjun', 'Nandini',
];
// prettier-ignore
const LAST_NAMES = [
  'Deshpande', 'Iyer', 'Kulkarni', 'Menon', 'Nair', 'Rao', 'Sharma', 'Verma', 'Shah', 'Mehta', 'Reddy', 'Bose',
  'Das', 'Joshi', 'Patil', 'Pillai',
];

/** A made-up person (insider trades). */
export function personName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

/** A made-up fund house or ETF sponsor name, e.g. "Aravali". */
// prettier-ignore
export const SPONSORS = [
  'Aravali', 'Sahyadri', 'Nilgiri', 'Kaveri', 'Vindhya', 'Deccan', 'Konkan', 'Malabar', 'Shivalik', 'Narmada',
  'Satpura', 'Godavari',
] as const;import type { Rng } from '@sanchay/core';

