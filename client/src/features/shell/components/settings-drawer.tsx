// The settings drawer (SPEC section 2): from the right, the colour theme, the scheme
// (auto follows the system's preference as it changes, dark, light) and the layout.
// Choosing a layout first takes ?layout= off the address, which would otherwise win.
import { Box, CloseButton, Drawer, IconButton, Portal, Stack } from '@chakra-ui/react';
import Cog6ToothIcon from '@heroicons/react/24/outline/Cog6ToothIcon';
import ComputerDesktopIcon from '@heroicons/react/24/outline/ComputerDesktopIcon';
import MoonIcon from '@heroicons/react/24/outline/MoonIcon';
import SunIcon from '@heroicons/react/24/outline/SunIcon';
import { useTheme } from 'next-themes';
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
import { useSearchParams } from 'react-router';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { THEMES } from '../../../config/storage';
import { PALETTES } from '../../../config/theme-palettes';
import {
  DEFAULT_LAYOUT,
  LAYOUTS,
  LAYOUT_PARAM,
  isHorizontal,
  type LayoutName,
} from '../layout-choice';
import { useColorTheme, useSavedLayout } from '../settings';

const SCHEMES = [
  { value: 'system', icon: ComputerDesktopIcon },
  { value: 'dark', icon: MoonIcon },
  { value: 'light', icon: SunIcon },
] as const;
type Scheme = (typeof SCHEMES)[number]['value'];

/** A small picture of a layout: where its navigation sits. */
function LayoutPicture({ layout }: { layout: LayoutName }) {
  const horizontal = isHorizontal(layout);
  const column = { thin: 2, dense: 2, compact: 3, empty: 0 }[layout as string] ?? 6;
  return (
    <Box
      aria-hidden
      w="full"
      h={10}
      rounded="sm"
      borderWidth="1px"
      bg="bg.subtle"
      display="flex"
      overflow="hidden"
    >
      {!horizontal && column > 0 && <Box w={column} bg="brand.solid" opacity={0.8} />}
      <Box flex={1} display="flex" flexDirection="column">
        {layout !== 'empty' && (
          <Box
            h={horizontal ? 2.5 : 1.5}
            bg={horizontal ? 'brand.solid' : 'bg.emphasized'}
            opacity={0.8}
          />
        )}
        <Box flex={1} m={1} rounded="xs" bg="bg.panel" mx={layout === 'centered' ? 2 : 1} />
      </Box>
    </Box>
  );
}

function SettingsForm() {
  const { t } = useTranslation();
  const [theme, setTheme] = useColorTheme();
  const { theme: scheme = 'light', setTheme: setScheme } = useTheme();
  const [savedLayout, saveLayout] = useSavedLayout();
  const [searchParams, setSearchParams] = useSearchParams();
  const layout = savedLayout ?? DEFAULT_LAYOUT;
  return (
    <Stack gap={8}>
      <ChoiceGroup
        legend={t('shell.settingsPanel.theme')}
        name="settings-theme"
        columns={3}
        value={theme}
        onChange={setTheme}
        choices={THEMES.map((id) => ({
          value: id,
          label: t(`shell.themes.${id}`),
          preview: (
            <Box
              aria-hidden
              boxSize={6}
              rounded="full"
              bgGradient="to-br"
              gradientFrom={PALETTES[id][5]}
              gradientTo={PALETTES[id][6]}
            />
          ),
        }))}
      />
      <ChoiceGroup
        legend={t('shell.settingsPanel.scheme')}
        name="settings-scheme"
        columns={3}
        value={scheme as Scheme}
        onChange={setScheme}
        choices={SCHEMES.map(({ value, icon: Icon }) => ({
          value,
          label: t(`shell.schemes.${value}`),
          preview: <Icon width={20} aria-hidden />,
        }))}
      />
      <ChoiceGroup
        legend={t('shell.settingsPanel.layout')}
        name="settings-layout"
        columns={3}
        value={layout}
        onChange={(next) => {
          if (searchParams.has(LAYOUT_PARAM)) {
            const rest = new URLSearchParams(searchParams);
            rest.delete(LAYOUT_PARAM);
            setSearchParams(rest, { replace: true });
          }
          saveLayout(next);
        }}
        choices={LAYOUTS.map((id) => ({
          value: id,
          label: t(`shell.layouts.${id}`),
          preview: <LayoutPicture layout={id} />,
        }))}
      />
    </Stack>
  );
}

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
                  <SettingsForm />
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
