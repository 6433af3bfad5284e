// The settings drawer (SPEC section 2): from the right, the colour theme, the scheme
// and the layout (appearance-settings.tsx, which the settings page shows too).
import { CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import Cog6ToothIcon from '@heroicons/react/24/outline/Cog6ToothIcon';
import {
  createContext,
  useContext,
  useCallback,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { AppearanceSettings } from './appearance-settings';

/** Opens the drawer; null outside a SettingsDrawerProvider. */
const OpenSettings = createContext<(() => void) | null>(null);
/** The toolbar's button, where focus returns when the drawer closes. */
const SettingsButtonRef = createContext<RefObject<HTMLButtonElement | null> | null>(null);

/**
 * Holds the drawer outside the layout: choosing a layout in it swaps the layout (and the
 * toolbar with its button), and the drawer stays open. It is made at its first opening.
 */
export function SettingsDrawerProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const openDrawer = useCallback(() => {
    setOpened(true);
    setOpen(true);
  }, []);
  return (
    <OpenSettings.Provider value={openDrawer}>
      <SettingsButtonRef.Provider value={button}>{children}</SettingsButtonRef.Provider>
      {opened && (
        <Drawer.Root
          open={open}
          onOpenChange={(details) => setOpen(details.open)}
          placement="end"
          finalFocusEl={() => button.current}
          unmountOnExit
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              {/* SPEC section 9: the drawer is 320px wide. */}
              <Drawer.Content maxW="320px">
                <Drawer.Header borderBottomWidth="1px">
                  <Drawer.Title>{t('shell.settingsPanel.title')}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body py={6}>
                  <AppearanceSettings columns={3} />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild top={3} insetEnd={3}>
                  <CloseButton size="sm" aria-label={t('shell.settingsPanel.close')} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
    </OpenSettings.Provider>
  );
}

/** The toolbar's button that opens the drawer (inside a SettingsDrawerProvider). */
export function SettingsButton() {
  const { t } = useTranslation();
  const open = useContext(OpenSettings);
  const button = useContext(SettingsButtonRef);
  if (!open) throw new Error('SettingsButton needs a SettingsDrawerProvider around it.');
  return (
    <IconButton
      ref={button}
      aria-label={t('shell.settingsPanel.title')}
      aria-haspopup="dialog"
      title={t('shell.settingsPanel.title')}
      variant="ghost"
      size="sm"
      rounded="full"
      onClick={open}
    >
      <Cog6ToothIcon />
    </IconButton>
  );
}
