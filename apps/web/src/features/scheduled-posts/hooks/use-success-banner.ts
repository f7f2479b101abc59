import { useCallback, useEffect, useState } from 'react';

/** Spec §9: a success banner stays 3 seconds. */
export const SUCCESS_BANNER_MS = 3000;

/** One success line at a time; a newer one replaces it and gets its own 3 seconds. */
export function useSuccessBanner() {
  const [banner, setBanner] = useState<{ text: string; key: number } | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const show = useCallback((text: string) => setBanner({ text, key: Date.now() }), []);
  return { text: banner?.text ?? null, show };
}
