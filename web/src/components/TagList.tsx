import { Badge, Button, type BadgeProps } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** How many tags show before the "+N" that reveals the others. */
const SHOWN = 2;

/**
 * A row's tags: the first two, then a "+N" button that reveals the others (and hides them again), so
 * every tag is reached by touch, keyboard and screen reader. Tags that contain `match` (the search
 * that found the row) come first, so the one that explains a result is in view.
 */
export function TagList({ tags, match, size, testId }: { tags: readonly string[]; match?: string; size?: BadgeProps['size']; testId?: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const needle = match?.trim().toLocaleLowerCase() ?? '';
  const ordered = needle
    ? [...tags.filter((tag) => tag.toLocaleLowerCase().includes(needle)), ...tags.filter((tag) => !tag.toLocaleLowerCase().includes(needle))]
    : tags;
  const hidden = ordered.length - SHOWN;
  return (
    <>
      {(open ? ordered : ordered.slice(0, SHOWN)).map((tag) => (
        <Badge key={tag} size={size} variant="outline" data-testid={testId}>
          {tag}
        </Badge>
      ))}
      {hidden > 0 && (
        <Button
          size="2xs"
          variant="subtle"
          aria-expanded={open}
          aria-label={open ? undefined : intl.formatMessage({ id: 'tagList.more' }, { count: hidden })}
          onClick={() => setOpen(!open)}
          data-testid={testId}
        >
          {open ? <FormattedMessage id="tagList.fewer" /> : `+${hidden}`}
        </Button>
      )}
    </>
  );
}
