import { Circle, Text } from '@chakra-ui/react';

/** The initials of a name: "Marie-Christine Delacroix" gives "MD". */
function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const initials = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return initials.map((word) => word[0]!.toUpperCase()).join('');
}

/**
 * What the user menu's button shows: the user's name, cut short when long; their initials on a phone,
 * where the name is still the button's name for screen readers (it holds the initials' letters).
 */
export function UserMenuName({ fullName }: { fullName: string }) {
  return (
    <>
      <Circle size="7" bg="brand.100" color="brand.800" fontSize="xs" fontWeight="semibold" hideFrom="md" aria-hidden>
        {initialsOf(fullName)}
      </Circle>
      <Text as="span" srOnly hideFrom="md">
        {fullName}
      </Text>
      <Text as="span" truncate maxW="60" hideBelow="md">
        {fullName}
      </Text>
    </>
  );
}
