/**
 * Clarification choices travel inside the answer's markdown (the chat stream and stored conversations carry
 * text only) as links to "#ask:<question>"; the web renders them as chips that ask that question.
 */
const PREFIX = '#ask:';

export function clarifyHref(question: string): string {
  return `${PREFIX}${encodeURIComponent(question)}`;
}

/** The question of a choice link, or null for any other link. */
export function questionOfHref(href: string | undefined | null): string | null {
  if (!href?.startsWith(PREFIX)) return null;
  try {
    return decodeURIComponent(href.slice(PREFIX.length));
  } catch {
    return null;
  }
}

/** A choice as a markdown list item: `- [label](#ask:question)`. */
export function clarifyChoiceMarkdown(choice: { label: string; question: string }): string {
  return `- [${choice.label.replace(/[[\]]/g, '')}](${clarifyHref(choice.question)})`;
}
