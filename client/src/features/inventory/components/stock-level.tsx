// Units in stock, with a word when there are few or none (not said by colour alone).
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

export const LOW_STOCK = 10;

export function StockLevel({ stock }: { stock: number }) {
  const { t, i18n } = useTranslation();
  return (
    <HStack gap={2} justify="flex-end">
      {stock === 0 ? (
        <Badge colorPalette="red" variant="subtle" size="sm">
          {t('inventory.stockOut')}
        </Badge>
      ) : (
        stock <= LOW_STOCK && (
          <Badge colorPalette="orange" variant="subtle" size="sm">
            {t('inventory.stockLow')}
          </Badge>
        )
      )}
      <Text as="span" fontVariantNumeric="tabular-nums" minW="8" textAlign="end">
        {formatNumber(stock, i18n.language)}
      </Text>
    </HStack>
  );
}
