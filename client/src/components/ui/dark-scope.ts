// A part of the page that is dark in both colour modes (a navigation column, a band).
// Chakra declares the gray palette's colorPalette variables once on <html>, resolved in
// the page's mode; naming the palette again on the scope resolves them dark there too.
export const DARK_SCOPE = { className: 'chakra-theme dark', colorPalette: 'gray' } as const;
