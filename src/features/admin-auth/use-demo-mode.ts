import { useEffect, useState } from 'react';
import { backendKind } from '../../backend/registry';

/** True when the embedded demo backend runs (the login page then shows the demo account). */
export function useDemoMode(): boolean {
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    let active = true;
    backendKind()
      .then((kind) => {
        if (active) setDemo(kind === 'demo');
      })
      .catch((error: unknown) => console.error('Failed to read the backend kind', error));
    return () => {
      active = false;
    };
  }, []);
  return demo;
}
