/** What other features use of the chat's LLM mode (the evaluation asks through the same agent). */
export { answerWithLlm } from './llmAgent';
export { type LlmSettings, LlmUnavailable } from './openAiCompatible';
