import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';

/**
 * How an operator connects a writing model, next to the line that names the writer. The variable
 * names, values and defaults are apps/server/src/config/load-config.ts's; the server reads them
 * only at start, so the page says to restart.
 */
const PROVIDERS = [
  {
    name: 'OpenAI',
    env: ['LLM_PROVIDER=openai', 'LLM_MODEL=gpt-4o-mini', 'LLM_API_KEY=sk-…'],
  },
  {
    name: 'Anthropic',
    env: ['LLM_PROVIDER=anthropic', 'LLM_MODEL=claude-sonnet-4-5', 'LLM_API_KEY=sk-ant-…'],
  },
  {
    name: 'Ollama (or vLLM, LM Studio, OpenRouter) through openai-compatible',
    env: ['LLM_PROVIDER=openai-compatible', 'LLM_MODEL=llama3.1', 'LLM_BASE_URL=http://localhost:11434/v1'],
  },
] as const;

export function WriterSetupDialog() {
  return (
    <Dialog>
      <DialogTrigger className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
        How to connect a model
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connect a writing model</DialogTitle>
          <DialogDescription>
            Drafts are written by the Cadence offline writer until the server is given a model. Set these variables in the
            environment of every Cadence process (API and workers), then restart them.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4 text-sm text-slate-700">
          {PROVIDERS.map((provider) => (
            <section key={provider.name} aria-label={provider.name}>
              <h3 className="font-medium text-slate-900">{provider.name}</h3>
              <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-900 px-3 py-2 text-xs text-slate-100">
                {provider.env.join('\n')}
              </pre>
            </section>
          ))}
          <p>
            <code>LLM_API_KEY</code> is required for OpenAI and Anthropic, and optional for an openai-compatible server;{' '}
            <code>LLM_BASE_URL</code> is required for openai-compatible. <code>LLM_TIMEOUT_MS</code> (default 60000) is how long
            one writing request may take. <code>LLM_PROVIDER=offline</code>, the default, goes back to the offline writer.
          </p>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
