import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../config/load-config';

// The SDK prints provider warnings (an unsupported `seed`, say) straight to the console, which would
// break our JSON log lines; nothing in them needs a person's attention.
globalThis.AI_SDK_LOG_WARNINGS = false;

/** The configured language model, or null for the offline composer (the embedded default). */
export function createLanguageModel(writer: Config['writer']): LanguageModel | null {
  if (writer.provider === 'offline' || !writer.model) return null;
  switch (writer.provider) {
    case 'openai': {
      const openai = createOpenAI({ apiKey: writer.apiKey, baseURL: writer.baseUrl });
      // A proxy in front of OpenAI usually speaks Chat Completions only; OpenAI itself gets the Responses API.
      return writer.baseUrl ? openai.chat(writer.model) : openai(writer.model);
    }
    case 'anthropic':
      return createAnthropic({ apiKey: writer.apiKey, baseURL: writer.baseUrl })(writer.model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: writer.baseUrl ?? '',
        apiKey: writer.apiKey,
        // Ollama, vLLM, LM Studio and OpenRouter accept a JSON schema; LM Studio accepts nothing looser.
        supportsStructuredOutputs: true,
      })(writer.model);
  }
}
