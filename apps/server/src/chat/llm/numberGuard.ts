/**
 * Every number in an LLM answer must come from a tool result (DESIGN.md section 4). The guard collects the
 * numbers of the tool results (and of the question), then replaces any other number in the model's prose.
 */
const NUMBER = /(?<![\w.])-?\d[\d,]*(?:\.\d+)?(?![\w])/g;
const LIST_MARKER = /^(\s*)(\d+)([.)]\s)/;

export const UNVERIFIED_NUMBER = '[figure not in data]';

export function collectNumbers(text: string, into: Set<string> = new Set()): Set<string> {
  for (const match of text.matchAll(NUMBER)) {
    const value = Number(match[0].replace(/,/g, ''));
    if (Number.isFinite(value)) into.add(canonical(value));
  }
  // Dates like 2026-03-10 also hold their parts.
  for (const match of text.matchAll(/\d{4}-\d{2}-\d{2}/g)) for (const part of match[0].split('-')) into.add(canonical(Number(part)));
  return into;
}

const canonical = (value: number) => String(Math.abs(value));

/** Whether `token` equals a known number, allowing the prose to round it (23.456 -> 23.46, 1234.5 -> 1,235). */
function isKnown(token: string, known: ReadonlySet<string>): boolean {
  const value = Math.abs(Number(token.replace(/,/g, '')));
  if (!Number.isFinite(value)) return true;
  if (known.has(canonical(value))) return true;
  const decimals = token.includes('.') ? token.split('.')[1]!.length : 0;
  const tolerance = 0.5 * 10 ** -decimals + 1e-9;
  for (const k of known) {
    if (Math.abs(Number(k) - value) <= tolerance) return true;
  }
  return false;
}

/** The prose with unknown numbers replaced; `removed` counts them. Markdown list markers are not figures. */
export function guardNumbers(prose: string, known: ReadonlySet<string>): { text: string; removed: number } {
  let removed = 0;
  const lines = prose.split('\n').map((line) => {
    const marker = LIST_MARKER.exec(line);
    const head = marker ? marker[0] : '';
    const body = line.slice(head.length).replace(NUMBER, (token) => {
      if (isKnown(token, known)) return token;
      removed++;
      return UNVERIFIED_NUMBER;
    });
    return head + body;
  });
  return { text: lines.join('\n'), removed };
}
