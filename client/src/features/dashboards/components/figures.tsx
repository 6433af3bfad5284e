// Small parts of the dashboards' cards: a trend badge and a chart's legend as a list.
import { Box, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { useChartTheme } from '../chart-theme';

/** An up or down change in percent, green or red, with an arrow the reader hears too. */
export function Trend({ up, amount }: { up: boolean; amount: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Text
      as="span"
      fontSize="sm"
      fontWeight="semibold"
      color={up ? 'green.fg' : 'red.fg'}
      bg={up ? 'green.subtle' : 'red.subtle'}
      px={2}
      py={0.5}
      borderRadius="full"
      whiteSpace="nowrap"
    >
      <span aria-hidden>{up ? '↑ ' : '↓ '}</span>
      {t(up ? 'dashboards.trendUp' : 'dashboards.trendDown', {
        amount: formatPercent(amount, i18n.language),
      })}
    </Text>
  );
}

/** A chart's legend as a list: colour, label, value. */
export function LegendList({
  items,
  format,
}: {
  items: readonly { label: string; value: number }[];
  format: (value: number) => string;
}) {
  // The chart's own colours, in the same order.
  const { palette } = useChartTheme();
  return (
    <Stack as="ul" gap={2} listStyleType="none" m={0} p={0}>
      {items.map((item, index) => (
        <HStack as="li" key={item.label} justify="space-between" fontSize="sm" gap={3}>
          <HStack gap={2} minW={0}>
            <Circle size="2.5" bg={palette[index % palette.length]} flexShrink={0} />
            <Text truncate>{item.label}</Text>
          </HStack>
          <Box fontWeight="semibold">{format(item.value)}</Box>
        </HStack>
      ))}
    </Stack>
  );
}
