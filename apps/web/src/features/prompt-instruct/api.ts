import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api';
import { graphql, graphqlRequest } from '../../lib/graphql';

/** The answer of POST /api/chat/reasoning without streaming (the chat server's JSON). */
export interface PromptTestAnswer {
  response: string;
  mode?: 'llm' | 'builtin';
  model?: string | null;
  timeTakenMs?: number;
}

export interface PromptTestRequest {
  prompt: string;
  query: string;
  model: string;
}

/** POST /api/chat/reasoning as spec 000 section 7 describes: distilledModel, llm, singleShotPrompt, streaming, messages. */
export function testPrompt({ prompt, query, model }: PromptTestRequest): Promise<PromptTestAnswer> {
  return postJson<PromptTestAnswer>(
    '/api/chat/reasoning',
    {
      distilledModel: model || undefined,
      llm: model || undefined,
      singleShotPrompt: prompt || undefined,
      streaming: false,
      messages: [{ role: 'user', content: query }],
    },
  );
}

/** A prompt saved by this screen, kept as a user config `prompt:<slug>` (JSON value). */
export interface SavedTestPrompt {
  name: string;
  prompt: string;
  query: string;
  model: string;
}

export const PROMPT_KEY_PREFIX = 'prompt:';

export function promptKey(name: string): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64 - PROMPT_KEY_PREFIX.length);
  return `${PROMPT_KEY_PREFIX}${slug}`;
}

const SAVED_PROMPTS = graphql(`query PromptTestConfigs { userConfigs { key value } }`);
const SAVE_PROMPT = graphql(
  `mutation SavePromptTest($key: String!, $value: String!) { upsertUserConfig(key: $key, value: $value) { key } }`,
);

const savedKey = ['user', 'prompt-instruct', 'saved'] as const;

function parseSaved(value: string): SavedTestPrompt | null {
  try {
    const v = JSON.parse(value) as Partial<SavedTestPrompt>;
    return typeof v.name === 'string' && typeof v.prompt === 'string'
      ? { name: v.name, prompt: v.prompt, query: typeof v.query === 'string' ? v.query : '', model: typeof v.model === 'string' ? v.model : '' }
      : null;
  } catch {
    return null;
  }
}

export function useSavedTestPrompts() {
  return useQuery({
    queryKey: savedKey,
    queryFn: async ({ signal }) => {
      const { userConfigs } = await graphqlRequest(SAVED_PROMPTS, {}, { signal });
      return (userConfigs ?? [])
        .filter((c) => c.key?.startsWith(PROMPT_KEY_PREFIX))
        .map((c) => parseSaved(c.value ?? ''))
        .filter((p): p is SavedTestPrompt => p !== null)
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    staleTime: 60_000,
  });
}

export function useSaveTestPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prompt: SavedTestPrompt) => graphqlRequest(SAVE_PROMPT, { key: promptKey(prompt.name), value: JSON.stringify(prompt) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKey }),
  });
}
