/** Tokens of the research query language, each with its character position for error messages. */
export type TokenKind = 'word' | 'number' | 'string' | 'op' | 'lparen' | 'rparen' | 'comma' | 'colon' | 'and' | 'or' | 'end';

export interface Token {
  kind: TokenKind;
  text: string;
  /** 0-based offset of the token's first character in the query. */
  position: number;
  /** Numbers: the value. */
  value?: number;
}

export class ResearchQueryError extends Error {
  constructor(
    message: string,
    /** 0-based character offset the message points at. */
    readonly position: number,
    /** Close metric names, for an unknown metric. */
    readonly suggestions: string[] = [],
  ) {
    super(message);
    this.name = 'ResearchQueryError';
  }
}

const OPERATORS = ['>=', '<=', '!=', '<>', '==', '=', '>', '<'];

/** Splits a query into tokens; numbers glued to letters ("3Years", "52w") stay words. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const push = (kind: TokenKind, tokenText: string, position: number, value?: number) =>
    tokens.push(value === undefined ? { kind, text: tokenText, position } : { kind, text: tokenText, position, value });
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '(') push('lparen', c, i++);
    else if (c === ')') push('rparen', c, i++);
    else if (c === ',') push('comma', c, i++);
    else if (c === ':') push('colon', c, i++);
    else if (text.startsWith('&&', i)) {
      push('and', '&&', i);
      i += 2;
    } else if (text.startsWith('||', i)) {
      push('or', '||', i);
      i += 2;
    } else if (c === '"' || c === "'" || c === '“') {
      const close = c === '“' ? '”' : c;
      const end = text.indexOf(close, i + 1);
      if (end < 0) throw new ResearchQueryError(`Unclosed quote at position ${i}`, i);
      push('string', text.slice(i + 1, end), i);
      i = end + 1;
    } else if (OPERATORS.some((op) => text.startsWith(op, i))) {
      const op = OPERATORS.find((candidate) => text.startsWith(candidate, i))!;
      push('op', op === '<>' ? '!=' : op === '==' ? '=' : op, i);
      i += op.length;
    } else {
      const previous = tokens[tokens.length - 1];
      const signed = c === '-' && /\d/.test(text[i + 1] ?? '') && (!previous || previous.kind === 'op' || previous.kind === 'lparen' || previous.kind === 'comma');
      const match = /^-?\d+(?:\.\d+)?(?![A-Za-z0-9_])%?/.exec(text.slice(i));
      if ((signed || /\d/.test(c)) && match) {
        push('number', match[0], i, Number.parseFloat(match[0]));
        i += match[0].length;
        continue;
      }
      const word = /^[A-Za-z0-9_][A-Za-z0-9_./&%'+@-]*/.exec(text.slice(i));
      if (!word) throw new ResearchQueryError(`Unexpected character "${c}" at position ${i}`, i);
      const lower = word[0].toLowerCase();
      push(lower === 'and' ? 'and' : lower === 'or' ? 'or' : 'word', word[0], i);
      i += word[0].length;
    }
  }
  tokens.push({ kind: 'end', text: '', position: text.length });
  return tokens;
}
