// The language section: the same switch as the toolbar's language menu (i18next's
// changeLanguage, which remembers the choice), and how dates and money are written.
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Flag } from '../../../components/layout/language-menu';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { LANGUAGES, type Language } from '../../../config/storage';
import { DATE_TIME_FORMAT, TIME_ZONE, formatDate, formatMoney } from '../../../lib/format';

const SAMPLE_AMOUNT = 1234567;

export function LanguageSettings() {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.find(({ id }) => id === i18n.resolvedLanguage) ?? LANGUAGES[0];
  const now = new Date();
  return (
    <Stack gap={8}>
      <ChoiceGroup<Language>
        legend={t('settings.language.interface')}
        name="settings-language"
        columns={3}
        value={current.id}
        onChange={(language) => void i18n.changeLanguage(language)}
        choices={LANGUAGES.map((language) => ({
          value: language.id,
          label: language.label,
          preview: (
            <Box fontSize="2xl" lineHeight={1}>
              <Flag language={language} />
            </Box>
          ),
        }))}
      />
      <Box>
        <Text fontSize="sm" fontWeight="semibold">
          {t('settings.language.formats')}
        </Text>
        <Text fontSize="sm" color="fg.muted" mt={1}>
          {t('settings.language.formatsHelp', { zone: TIME_ZONE })}
        </Text>
        <Flex mt={3} gap={3} wrap="wrap">
          {[
            [t('settings.language.date'), formatDate(now, DATE_TIME_FORMAT)],
            [t('settings.language.money'), formatMoney(SAMPLE_AMOUNT)],
          ].map(([label, value]) => (
            <Box key={label} borderWidth="1px" rounded="lg" px={4} py={2} minW="40">
              <Text fontSize="xs" color="fg.muted">
                {label}
              </Text>
              <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
                {value}
              </Text>
            </Box>
          ))}
        </Flex>
      </Box>
    </Stack>
  );
}
