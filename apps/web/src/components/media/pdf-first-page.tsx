import { FileText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/**
 * A PDF's first page drawn in the browser, as LinkedIn's document viewer opens on it. pdf.js is
 * loaded only when a document is previewed (it is large), with its worker from the same build.
 * Word and PowerPoint files, or a PDF the browser cannot read, show a page icon instead.
 */
export function PdfFirstPage({ url, title }: { url: string; title: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void (async () => {
      try {
        const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
        pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
        const task = pdfjs.getDocument({ url });
        destroy = () => void task.destroy();
        const pdf = await task.promise;
        const page = await pdf.getPage(1);
        const target = canvas.current;
        if (cancelled || !target) return;
        const base = page.getViewport({ scale: 1 });
        // Sharp on a 2× screen at the preview's width (about 384 CSS pixels).
        const viewport = page.getViewport({ scale: (384 * 2) / base.width });
        target.width = viewport.width;
        target.height = viewport.height;
        const context = target.getContext('2d');
        if (!context) throw new Error('No 2D canvas');
        await page.render({ canvasContext: context, viewport }).promise;
        if (!cancelled) setState('drawn');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url]);

  return (
    <div className="relative bg-white ring-1 ring-slate-200">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`First page of ${title}`}
        className={state === 'drawn' ? 'block h-auto w-full' : 'hidden'}
      />
      {state !== 'drawn' && (
        <div className="flex aspect-[4/5] items-center justify-center text-slate-400" aria-busy={state === 'loading'}>
          <FileText aria-hidden="true" className="size-10" />
          <span className="sr-only">{state === 'loading' ? 'Drawing the first page…' : `First page of ${title}`}</span>
        </div>
      )}
    </div>
  );
}
