import { describe, expect, it } from 'vitest';
import { IndustryWords, industryStem } from './industryWords';

const words = new IndustryWords(['Packaging', 'Containers & Packaging', 'Castings & Forgings', 'Pesticides / Agrochemicals - Indian', 'Pesticides / Agrochemicals - Multinational', 'Electronics - Components', 'Dyes And Pigments', 'Recreation / Amusement Parks', 'Plastics Products']);

describe('industries by their own words', () => {
  it('finds an industry by one of its words, plural or not, or the start of a long one', () => {
    expect(words.find(['forging'])).toEqual(['Castings & Forgings']);
    expect(words.find(['plastics'])).toEqual(['Plastics Products']);
    expect(words.find(['agrochem'])).toEqual(['Pesticides / Agrochemicals - Indian', 'Pesticides / Agrochemicals - Multinational']);
    expect(words.find(['electronic', 'component'])).toEqual(['Electronics - Components']);
    expect(words.find(['dyes', 'and', 'pigments'])).toEqual(['Dyes And Pigments']);
  });
  it('prefers the industry the words name whole', () => {
    expect(words.find(['packaging'])).toEqual(['Packaging']);
  });
  it('does not take a short word for an industry ("park" of Park Hotels)', () => {
    expect(words.find(['park'])).toEqual([]);
    expect(words.find(['india'])).toEqual([]);
  });
  it('stems plurals', () => {
    expect([industryStem('Forgings'), industryStem('batteries'), industryStem('glass')]).toEqual(['forging', 'battery', 'glass']);
  });
});
