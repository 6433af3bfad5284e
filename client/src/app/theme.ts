// The one theme module: Chakra's defaults plus our tokens. Light and dark come from
// Chakra's color mode (semantic tokens such as bg and fg).
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  theme: {
    // SPEC section 9 breakpoints.
    breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1440px' },
    tokens: {
      fonts: {
        body: { value: 'Inter, system-ui, sans-serif' },
        heading: { value: 'Inter, system-ui, sans-serif' },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
