import { PROMPT_CATEGORIES } from '@sanchay/core';

/**
 * "Datasets to Deep Dive" (spec 000 sections 2 and 3) on the wire: category -> datasets, each with its
 * snake_case field names, from the shared catalogue in @sanchay/core (reference/datasets.ts).
 */
export interface PromptDatasetWire {
  dataset_name: string;
  fields: string[];
}

export function promptCategoryMap(): Record<string, PromptDatasetWire[]> {
  return Object.fromEntries(
    PROMPT_CATEGORIES.map((category) => [
      category.id,
      category.datasets.map((d) => ({ dataset_name: d.dataset_name, fields: d.fields.map((f) => f.name) })),
    ]),
  );
}

/** Spec keywords for autocomplete: the catalogue's field names in words ("price_to_earning" -> "price to earning"). */
export function categoryKeywords(): string[] {
  const words = new Set<string>();
  for (const category of PROMPT_CATEGORIES) {
    for (const dataset of category.datasets) {
      for (const field of dataset.fields) if (field.name.length >= 4) words.add(field.name.replace(/_/g, ' '));
    }
  }
  return [...words];
}
