// Our mark: an "A" over a field line on a blue-violet tile. The favicon
// (client/public/favicon.svg) draws the same shapes.
import { Flex, Text } from '@chakra-ui/react';
import { useId } from 'react';

/** The product's name, beside the mark and in the page title. */
export const PRODUCT_NAME = 'Admin';

/** The tile's gradient, from the colour theme's CSS variables (it changes with the theme). */
const FROM = { stopColor: 'var(--chakra-colors-brand-500)' };
const TO = { stopColor: 'var(--chakra-colors-brand-600)' };
const STROKE = 'white';

function LogoMark({ size }: { size: number }) {
  // A gradient id per mark: two logos on one page must not share (or hide) one.
  const gradient = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop style={FROM} />
          <stop offset="1" style={TO} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <path
        d="M9 23.5 16 8.5l7 15"
        fill="none"
        stroke={STROKE}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M12.2 18.5h7.6"
        stroke={STROKE}
        strokeOpacity=".75"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

interface LogoProps {
  /** The mark's edge in pixels. */
  size?: number;
  /** Shows the product's name beside the mark. */
  withName?: boolean;
}

export function Logo({ size = 32, withName = true }: LogoProps) {
  return (
    <Flex align="center" gap={2.5} role="img" aria-label={PRODUCT_NAME}>
      <LogoMark size={size} />
      {withName && (
        <Text as="span" fontSize="lg" fontWeight="bold" letterSpacing="tight" aria-hidden>
          {PRODUCT_NAME}
        </Text>
      )}
    </Flex>
  );
}
