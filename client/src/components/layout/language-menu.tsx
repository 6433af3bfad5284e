// The toolbar's language menu: the current language's flag on the button, each language
// with its flag in the menu, the current one checked. Flags are SVG components from
// country-flag-icons, bundled: nothing is fetched from elsewhere.
import { Box, IconButton, Menu, Portal } from '@chakra-ui/react';
import CheckIcon from '@heroicons/react/24/outline/CheckIcon';
import ES from 'country-flag-icons/react/3x2/ES';
import TR from 'country-flag-icons/react/3x2/TR';
import US from 'country-flag-icons/react/3x2/US';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../config/storage';

const FLAGS: Record<(typeof LANGUAGES)[number]['flag'], typeof US> = { us: US, tr: TR, es: ES };

export function Flag({ language }: { language: (typeof LANGUAGES)[number] }) {
  const Svg = FLAGS[language.flag];
  return (
    <Box as="span" display="inline-flex" w="5" rounded="2px" overflow="hidden" flexShrink={0}>
      <Svg aria-hidden />
    </Box>
  );
}

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.find(({ id }) => id === i18n.resolvedLanguage) ?? LANGUAGES[0];
  // The menu is made at the first opening: until then a plain button stands in, so the
  // shell's first render after a sign-in builds none of its machinery.
  const [opened, setOpened] = useState(false);
  const button = (
    <IconButton variant="ghost" size="sm" aria-label={t('shell.language')} aria-haspopup="menu">
      <Flag language={current} />
    </IconButton>
  );
  if (!opened) {
    return (
      <Box asChild onClick={() => setOpened(true)}>
        {button}
      </Box>
    );
  }
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen unmountOnExit>
      <Menu.Trigger asChild>{button}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup
              value={current.id}
              onValueChange={({ value }) => void i18n.changeLanguage(value as Language)}
            >
              {LANGUAGES.map((language) => (
                // lang: a screen reader reads each name in its own language.
                <Menu.RadioItem key={language.id} value={language.id} lang={language.id}>
                  <Flag language={language} />
                  <Menu.ItemText>{language.label}</Menu.ItemText>
                  <Menu.ItemIndicator>
                    <CheckIcon width={16} aria-hidden />
                  </Menu.ItemIndicator>
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
