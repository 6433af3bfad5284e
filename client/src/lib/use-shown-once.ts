import { startTransition, useEffect, useState } from 'react';

/**
 * False until the component has been shown once (its effects have run: a tree React
 * prepares hidden runs none), then true, set in a transition. For what the first frame
 * does without: it follows in the render after it, instead of holding that frame back
 * or filling the task right after it. The shell's page (app/shell-layout.tsx) and the
 * toolbar panels' reads of the start-up loads wait for it.
 */
export function useShownOnce(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown;
}
