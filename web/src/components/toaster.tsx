import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster-store';

export { toaster };

const ToastList = lazy(() => import('./ToastList'));

/**
 * Toasts of the whole app: success, error ("Erreur"/"Error" title) and loading. Their machinery is a
 * chunk of its own, loaded with the first toast (which it then shows, as it shows every later one).
 */
export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (needed) return;
    if (toaster.getCount() > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
