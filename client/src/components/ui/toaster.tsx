// The one toaster: short messages at the bottom corner (a failed write, an undo). Toasts
// say their title and description to screen readers as they appear.
import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  createToaster,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

/** Mounted once the browser is idle after the first render: no toast comes before. */
export function Toaster() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(start);
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(start);
    return () => clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Portal>
      <ChakraToaster
        toaster={toaster}
        insetInline={{ mdDown: '4' }}
        // The region's name; the library's own is English ("Notifications, bottom-end").
        aria-label={t('app.toaster')}
      >
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="blue.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap={1} flex={1} maxWidth="full">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
