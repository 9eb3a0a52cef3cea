import { createToaster } from '@chakra-ui/react';

/** The app's toasts, one store per page: `toaster.create(…)` anywhere, shown by <Toaster />. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });
