import type { ResearchAnswer } from '../research/engine';

/** Lines per streamed piece after the lead: small enough to see a table grow, few enough events. */
const LINES_PER_PIECE = 4;

/**
 * The pieces an answer streams as: the restated question first (the line that says how it was read), then
 * the markdown in groups of lines. The client joins pieces with newlines (spec 000 section 7), so joining
 * them gives back the whole text exactly.
 */
export function answerPieces(answer: Pick<ResearchAnswer, 'restated' | 'markdown'>): string[] {
  const lead = answer.restated.trim();
  let rest = answer.markdown;
  if (lead && rest.trimStart().startsWith(lead)) rest = rest.trimStart().slice(lead.length);
  rest = rest.replace(/^\n+/, '').replace(/\s+$/, '');
  const pieces: string[] = [];
  if (lead) pieces.push(rest ? `${lead}\n` : lead);
  const lines = rest ? rest.split('\n') : [];
  for (let i = 0; i < lines.length; i += LINES_PER_PIECE) pieces.push(lines.slice(i, i + LINES_PER_PIECE).join('\n'));
  return pieces;
}

/** The full text of streamed pieces, as the client shows it and the chat stores it. */
export const joinPieces = (pieces: readonly string[]) => pieces.join('\n');
