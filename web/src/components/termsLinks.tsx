import { Link as ChakraLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const legalLink = (to: string) => (chunks: ReactNode[]) => (
  // Inline, so that a long name wraps with the sentence; underlined, so that it reads as a link on any background.
  <ChakraLink asChild color="brand.700" display="inline" textDecoration="underline">
    <Link to={to} target="_blank">
      {chunks}
    </Link>
  </ChakraLink>
);

/** The `<terms>` and `<privacy>` tags of a message, as links to the legal pages (in a new tab: a form stays filled). */
export const termsLinks = { terms: legalLink('/legal/terms'), privacy: legalLink('/legal/privacy') };
