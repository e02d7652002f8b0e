/**
 * Tokens of an English question, each with its place in the text and whether some part of the plan used it
 * (the coverage check reports the unused ones). Numbers keep Indian grouping ("1,00,000") and glued units
 * ("50k", "1.5L", "500cr", "6m", "1y"); "₹" and "Rs" are kept as their own tokens.
 */
export interface QuestionToken {
  text: string;
  lower: string;
  start: number;
  end: number;
  used: boolean;
}

const PATTERN = /₹|\d{1,3}(?:,\d{2,3})+(?:\.\d+)?%?|\d+(?:\.\d+)?%?[a-zA-Z]*|[A-Za-z][A-Za-z0-9&\-/.']*|>=|<=|!=|[<>=&+]/g;

export function tokenizeQuestion(question: string): QuestionToken[] {
  const tokens: QuestionToken[] = [];
  // "nifty 500's": the possessive after a number (spaces keep every token's place in the question).
  const cleaned = question.replace(/(\d)(['’]s)\b/g, (_, digit: string) => `${digit}  `);
  for (const match of cleaned.matchAll(PATTERN)) {
    let text = match[0];
    const start = match.index;
    // Possessives and trailing dots: "TCS's" -> "TCS", "Ltd." -> "Ltd", "vs." -> "vs".
    text = text.replace(/['’]s$/i, '').replace(/[.'’/-]+$/, '');
    if (!text) continue;
    // "Rs.500" / "Rs500": the currency and the amount.
    const rupees = /^(rs|inr)\.?(\d.*)$/i.exec(text);
    if (rupees) {
      tokens.push({ text: 'Rs', lower: 'rs', start, end: start + text.length - rupees[2]!.length, used: false });
      tokens.push({ text: rupees[2]!, lower: rupees[2]!.toLowerCase(), start: start + text.length - rupees[2]!.length, end: start + text.length, used: false });
      continue;
    }
    // "v/s", "v.s.", "vs.": one way of writing "vs".
    if (/^(v\/s|v\.s|vs\.)$/i.test(text)) {
      tokens.push({ text: 'vs', lower: 'vs', start, end: start + text.length, used: false });
      continue;
    }
    tokens.push({ text, lower: text.toLowerCase(), start, end: start + text.length, used: false });
  }
  return tokens;
}

export function isFree(tokens: readonly QuestionToken[], start: number, end: number): boolean {
  if (start < 0 || end > tokens.length) return false;
  for (let i = start; i < end; i++) if (tokens[i]!.used) return false;
  return true;
}

export function markUsed(tokens: readonly QuestionToken[], start: number, end: number): void {
  for (let i = start; i < end; i++) tokens[i]!.used = true;
}

/** The question text of some tokens, as typed. */
export function spanText(question: string, tokens: readonly QuestionToken[], start: number, end: number): string {
  return question.slice(tokens[start]!.start, tokens[end - 1]!.end);
}
