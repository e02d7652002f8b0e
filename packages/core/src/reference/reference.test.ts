import { describe, expect, it } from 'vitest';
import { EXPLORER_ARRAYS } from '../explorer/arrays';
import { PROMPT_CATEGORIES, fieldMeaning, searchDataArrays, searchDatasets } from './datasets';
import { PRINCIPLES } from './principles';
import { VOCABULARY, VOCAB_CATEGORIES, searchVocabulary } from './vocabulary';

describe('datasets catalogue', () => {
  it('has the five prompt categories with the spec display names and colours', () => {
    expect(PROMPT_CATEGORIES.map((c) => c.displayName)).toEqual([
      'Financial Signals',
      'Ratio Signals',
      'Price/Volume Signals',
      'Subjective Signals',
      'Shareholding Signals',
    ]);
    expect(PROMPT_CATEGORIES.slice(0, 4).map((c) => c.color)).toEqual(['blue', 'green', 'purple', 'orange']);
  });

  it('gives every field a snake_case name and a meaning, unique within its dataset', () => {
    for (const category of PROMPT_CATEGORIES) {
      for (const dataset of category.datasets) {
        const names = dataset.fields.map((field) => field.name);
        expect(new Set(names).size, dataset.dataset_name).toBe(names.length);
        for (const field of dataset.fields) {
          expect(field.name).toMatch(/^[a-z][a-z0-9_]*$/);
          expect(field.meaning.length).toBeGreaterThan(5);
        }
      }
    }
  });

  it('knows the meaning of fields shared with the data arrays', () => {
    expect(fieldMeaning('price_sma_200')).toMatch(/200-day/);
    expect(fieldMeaning('no_such_field')).toBeNull();
    // fields of the explorer's arrays that belong to no prompt dataset are explained too
    for (const name of ['open_interest', 'owner_earnings', 'period_end', 'kite_instrument_token']) {
      expect(EXPLORER_ARRAYS.some((array) => array.fields.includes(name)), name).toBe(true);
      expect(fieldMeaning(name), name).not.toBeNull();
    }
  });

  it('searches fields by name with spaces or underscores, and by meaning', () => {
    const byName = searchDatasets('net income');
    expect(byName.map((h) => h.dataset.dataset_name)).toContain('income_statement');
    expect(byName.find((h) => h.dataset.dataset_name === 'income_statement')!.fields.map((f) => f.name)).toEqual(['net_income']);
    const byMeaning = searchDatasets('pledged');
    expect(byMeaning.some((h) => h.fields.some((f) => f.name === 'pledged'))).toBe(true);
    // a dataset-name match keeps all its fields
    expect(searchDatasets('cash_flow_statement')[0]!.fields.length).toBeGreaterThan(3);
    expect(searchDatasets('roce', 'financials')).toEqual([]);
    expect(searchDatasets('roce', 'ratios')).toHaveLength(1);
    expect(searchDatasets('zzqx')).toEqual([]);
    expect(searchDataArrays('owner earnings buffett').map((d) => d.name)).toEqual(['owner_earnings']);
    expect(searchDataArrays('piotroski').map((d) => d.name)).toContain('financial_scores');
    expect(searchDataArrays('zzqx')).toEqual([]);
  });
});

describe('vocabulary and principles', () => {
  it('has at least 80 unique terms in known categories, each defined', () => {
    expect(VOCABULARY.length).toBeGreaterThanOrEqual(80);
    expect(new Set(VOCABULARY.map((v) => v.term.toLowerCase())).size).toBe(VOCABULARY.length);
    for (const entry of VOCABULARY) {
      expect(VOCAB_CATEGORIES).toContain(entry.category);
      expect(entry.definition.length).toBeGreaterThan(20);
    }
    for (const required of ['P/E', 'ROCE', 'CAGR', 'XIRR', 'NAV', 'Expense ratio', 'TER', 'STT', 'OI', 'PCR', 'Max pain', 'Delta', 'Theta']) {
      expect(VOCABULARY.some((v) => v.term === required), required).toBe(true);
    }
  });

  it('searches term, expansion and definition, and filters by category', () => {
    expect(searchVocabulary('put-call').map((v) => v.term)).toContain('PCR');
    expect(searchVocabulary('open interest').map((v) => v.term)).toContain('OI');
    expect(searchVocabulary('', 'Derivatives').every((v) => v.category === 'Derivatives')).toBe(true);
    expect(searchVocabulary('nav', 'Trading')).toEqual([]);
  });

  it('has principles with unique ids and text', () => {
    expect(PRINCIPLES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(PRINCIPLES.map((p) => p.id)).size).toBe(PRINCIPLES.length);
    for (const p of PRINCIPLES) expect(p.paragraphs.length).toBeGreaterThan(0);
  });
});
