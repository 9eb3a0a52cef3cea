import { useEffect, useState, type ComponentType } from 'react';
import { toaster } from './toaster-store';

export { toaster };

/**
 * Toasts of the whole app: success, error ("Erreur"/"Error" title) and loading. Their machinery is a
 * chunk of its own, loaded with the first toast (which it then shows, as it shows every later one).
 * That first toast is often the error of a lost connection, when the chunk cannot be fetched either
 * (nor after a new build replaced it): the app stays as it is, and the next toast or the return of the
 * network tries again, the toasts still open then being shown.
 */
export function Toaster() {
  const [list, setList] = useState<{ Show: ComponentType } | null>(null);
  useEffect(() => {
    if (list) return;
    // A toast being created is not counted yet when the store tells its subscribers.
    let wanted = toaster.getCount() > 0;
    let loading = false;
    let gone = false;
    const load = () => {
      if (!wanted || loading) return;
      loading = true;
      import('./ToastList').then(
        (chunk) => !gone && setList({ Show: chunk.default }),
        () => (loading = false),
      );
    };
    load();
    const unsubscribe = toaster.subscribe(() => {
      wanted = true;
      load();
    });
    window.addEventListener('online', load);
    return () => {
      gone = true;
      unsubscribe();
      window.removeEventListener('online', load);
    };
  }, [list]);
  return list ? <list.Show /> : null;
}
