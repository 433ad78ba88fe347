import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { useHydrated, useServerRender } from './server-render.ts';
import { partTakenOver } from './taken-over.ts';

/**
 * A loading boundary. The browser takes the server's HTML inside each boundary over in a pass of
 * its own, after the part around it; each boundary's content is a part of the page, and the page
 * is the app's once every part is (lib/taken-over.ts).
 */
export function LoadingBoundary({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <TakeOverPart />
    </Suspense>
  );
}

function TakeOverPart() {
  const id = useId();
  useServerRender()?.takeOverParts.add(id);
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) partTakenOver(id);
  }, [hydrated, id]);
  return null;
}
