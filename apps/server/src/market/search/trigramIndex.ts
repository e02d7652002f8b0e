/**
 * An in-memory trigram index over lower-cased text: the posting list of each 3-character sequence.
 * Used to find names containing typed text (and near misses) without scanning every name.
 */
export function trigramsOf(text: string): string[] {
  const padded = ` ${text} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return [...grams];
}

export class TrigramIndex {
  private readonly postings = new Map<string, number[]>();

  add(id: number, text: string): void {
    for (const gram of trigramsOf(text)) {
      let list = this.postings.get(gram);
      if (!list) this.postings.set(gram, (list = []));
      list.push(id); // ids arrive in ascending order, so every list stays sorted
    }
  }

  /** Ids whose text holds every trigram of `query` (a superset of the ids that contain it). */
  candidatesContaining(query: string): number[] {
    const grams = trigramsOf(query).filter((g) => !g.startsWith(' ') && !g.endsWith(' '));
    if (grams.length === 0) return [];
    const lists = grams.map((g) => this.postings.get(g) ?? []).sort((a, b) => a.length - b.length);
    let result = lists[0] ?? [];
    for (let i = 1; i < lists.length && result.length > 0; i++) result = intersectSorted(result, lists[i]!);
    return result;
  }

  /**
   * Ids sharing at least `minShare` of the query's trigrams, with that share, best first.
   * `counts` is scratch space of one slot per id, left zeroed afterwards.
   */
  similar(query: string, counts: Uint16Array, minShare: number, limit: number): { id: number; share: number }[] {
    const grams = trigramsOf(query);
    const touched: number[] = [];
    for (const gram of grams) {
      for (const id of this.postings.get(gram) ?? []) {
        if (counts[id] === 0) touched.push(id);
        counts[id]! += 1;
      }
    }
    const hits: { id: number; share: number }[] = [];
    for (const id of touched) {
      const share = counts[id]! / grams.length;
      if (share >= minShare) hits.push({ id, share });
      counts[id] = 0;
    }
    return hits.sort((a, b) => b.share - a.share).slice(0, limit);
  }
}

function intersectSorted(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      out.push(x);
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out;
}
