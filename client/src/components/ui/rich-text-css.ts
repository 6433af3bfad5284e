// How formatted text reads, in a contact's notes (SanitizedHtml) and in any text being
// edited (components/form/rich-text-field.tsx): paragraphs apart, lists marked, links
// underlined.
import type { SystemStyleObject } from '@chakra-ui/react';

export const richTextCss: SystemStyleObject = {
  '& p + p, & p + ul, & p + ol, & ul + p, & ol + p': { mt: 2 },
  '& ul': { ps: 5, listStyleType: 'disc' },
  '& ol': { ps: 5, listStyleType: 'decimal' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
};
