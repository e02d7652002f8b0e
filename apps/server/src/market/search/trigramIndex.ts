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

  /**
   * The shortest posting list among the query's trigrams: a superset of the ids whose text contains the
   * query, in id order. Callers verify each candidate (cheaper than intersecting long lists).
   */
  candidatesContaining(query: string): readonly number[] {
    let shortest: readonly number[] | null = null;
    for (const gram of trigramsOf(query)) {
      if (gram.startsWith(' ') || gram.endsWith(' ')) continue;
      const list = this.postings.get(gram) ?? [];
      if (!shortest || list.length < shortest.length) shortest = list;
    }
    return shortest ?? [];
  }

  /**
   * Ids sharing at least `minShare` of the query's trigrams, with that share, best first.
   * `counts` is scratch space of one slot per id, left zeroed afterwards.
   */
  similar(query: string, counts: Uint16Array, minShare: number, limit: number): { id: number; share: number }[] {
    const grams = trigramsOf(query);
    const touched: number[] = [];
    // Trigrams found in a large share of all names say little and cost much: skip them.
    const common = Math.max(1000, counts.length / 4);
    for (const gram of grams) {
      const list = this.postings.get(gram) ?? [];
      if (list.length > common) continue;
      for (const id of list) {
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
