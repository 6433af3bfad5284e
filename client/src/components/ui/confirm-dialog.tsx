// The confirmation dialog (SPEC section 9): 'Confirm action', 'Are you sure you want to
// confirm this action?', a warning icon, 'Confirm' and 'Cancel'; a click outside does
// not dismiss it (Escape cancels). `useConfirm()` answers whether the user confirmed.
import { Button, Circle, Dialog, Flex, Portal, Text } from '@chakra-ui/react';
import ExclamationTriangleIcon from '@heroicons/react/24/outline/ExclamationTriangleIcon';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  title?: string;
  message?: string;
  confirmLabel?: string;
}

type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider around it.');
  return confirm;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<ConfirmOptions | null>(null);
  // The dialog is made at the first question, not with every shell.
  const [everAsked, setEverAsked] = useState(false);
  const answer = useRef<(confirmed: boolean) => void>(() => {});
  const cancel = useRef<HTMLButtonElement>(null);

  const confirm = useCallback<Confirm>(
    (options = {}) =>
      new Promise<boolean>((resolve) => {
        answer.current(false);
        answer.current = resolve;
        setEverAsked(true);
        setAsked(options);
      }),
    [],
  );
  const close = (confirmed: boolean) => {
    answer.current(confirmed);
    answer.current = () => {};
    setAsked(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {everAsked && (
        <Dialog.Root
          role="alertdialog"
          open={asked !== null}
          onOpenChange={(details) => !details.open && close(false)}
          closeOnInteractOutside={false}
          initialFocusEl={() => cancel.current}
          placement="center"
          size="sm"
          lazyMount
          unmountOnExit
        >
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content mx={4}>
                <Dialog.Body pt={6}>
                  <Flex gap={4}>
                    <Circle size={10} bg="orange.subtle" color="orange.fg" flexShrink={0}>
                      <ExclamationTriangleIcon width={22} aria-hidden />
                    </Circle>
                    <div>
                      <Dialog.Title fontSize="lg">
                        {asked?.title ?? t('confirm.title')}
                      </Dialog.Title>
                      <Dialog.Description asChild>
                        <Text color="fg.muted" mt={1}>
                          {asked?.message ?? t('confirm.message')}
                        </Text>
                      </Dialog.Description>
                    </div>
                  </Flex>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button ref={cancel} variant="outline" size="sm" onClick={() => close(false)}>
                    {t('confirm.cancel')}
                  </Button>
                  <Button colorPalette="red" size="sm" onClick={() => close(true)}>
                    {asked?.confirmLabel ?? t('confirm.confirm')}
                  </Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
    </ConfirmContext.Provider>
  );
}
