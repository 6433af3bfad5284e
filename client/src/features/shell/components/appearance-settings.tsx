// The appearance choices (SPEC section 2, settings drawer): the colour theme, the scheme
// (auto follows the system's preference as it changes, dark, light) and the layout.
// Choosing a layout first takes ?layout= off the address, which would otherwise win.
// The drawer shows them, and so does the settings page (app/router.tsx hands them over).
import { Box, Stack } from '@chakra-ui/react';
import ComputerDesktopIcon from '@heroicons/react/24/outline/ComputerDesktopIcon';
import MoonIcon from '@heroicons/react/24/outline/MoonIcon';
import SunIcon from '@heroicons/react/24/outline/SunIcon';
import { useTheme } from 'next-themes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { THEMES } from '../../../config/storage';
import { PALETTES } from '../../../config/theme-palettes';
import { LAYOUTS, LAYOUT_PARAM, chooseLayout } from '../layout-choice';
import { useColorTheme, useSavedLayout } from '../settings';
import { LayoutPicture } from './layout-picture';

const SCHEMES = [
  { value: 'system', icon: ComputerDesktopIcon },
  { value: 'dark', icon: MoonIcon },
  { value: 'light', icon: SunIcon },
] as const;
type Scheme = (typeof SCHEMES)[number]['value'];

/**
 * The appearance choices, read from and written to the one store they live in
 * (../settings.ts, next-themes for the scheme), so the drawer and the settings page
 * stay in step. `columns`: the cards per row of the theme and scheme choices.
 */
export function AppearanceSettings({
  columns = 3,
  layoutColumns = columns,
  name = 'settings',
}: {
  columns?: number;
  layoutColumns?: number;
  /** Names the radio groups: unique on the page (the drawer may open over the settings page). */
  name?: string;
}) {
  const { t } = useTranslation();
  const [theme, setTheme] = useColorTheme();
  const { theme: scheme = 'light', setTheme: setScheme } = useTheme();
  const [savedLayout, saveLayout] = useSavedLayout();
  const [searchParams, setSearchParams] = useSearchParams();
  // The layout this address shows: with ?layout= the saved one is not what the user sees,
  // and it must stay choosable (choosing it clears ?layout=).
  const layout = chooseLayout(null, searchParams.get(LAYOUT_PARAM), savedLayout);
  return (
    <Stack gap={8}>
      <ChoiceGroup
        legend={t('shell.settingsPanel.theme')}
        name={`${name}-theme`}
        columns={columns}
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
        name={`${name}-scheme`}
        columns={columns}
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
        name={`${name}-layout`}
        columns={layoutColumns}
        value={layout}
        // The checked layout may be the address's: choosing it again keeps it.
        repeatable
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
