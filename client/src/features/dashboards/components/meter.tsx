// A value against its limit as a labelled bar (a budget line): the figures above, the
// share filled below, announced as a meter.
import { Box, Flex, Stack, Text } from '@chakra-ui/react';

interface MeterProps {
  label: string;
  value: number;
  max: number;
  /** The value and the limit as shown ("$12.000.000", "of $20.000.000"). */
  valueText: string;
  maxText: string;
  /** The share as shown ("62% used"). */
  shareText: string;
  tone?: 'brand' | 'green' | 'orange' | 'red';
}

export function Meter({
  label,
  value,
  max,
  valueText,
  maxText,
  shareText,
  tone = 'brand',
}: MeterProps) {
  const share = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  return (
    <Stack gap={2}>
      <Flex justify="space-between" align="baseline" gap={2} wrap="wrap">
        <Text fontWeight="medium">{label}</Text>
        <Text fontSize="sm" color="fg.muted">
          {shareText}
        </Text>
      </Flex>
      <Box
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={`${valueText} ${maxText}`}
        h="2"
        borderRadius="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box h="full" w={`${share}%`} bg={`${tone}.solid`} borderRadius="full" />
      </Box>
      <Flex gap={1} fontSize="sm" align="baseline">
        <Text fontWeight="semibold">{valueText}</Text>
        <Text color="fg.muted">{maxText}</Text>
      </Flex>
    </Stack>
  );
}
