import { Box, IconButton, Tabs, useTabsContext } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** How much of the row an edge's fade and arrow cover: the open tab is scrolled clear of it. */
const EDGE = 44;

/**
 * The settings' tabs, wider than a phone: the row scrolls within itself rather than the page. An edge
 * beyond which more tabs lie fades out behind an arrow that scrolls there, and the open tab (the one a
 * link named, say) is scrolled into view.
 */
export function SettingsTabList({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { value } = useTabsContext();
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  useEffect(() => {
    const row = list.current!;
    const measure = () => {
      const before = row.scrollLeft > 1;
      const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setMore((shown) => (shown.before === before && shown.after === after ? shown : { before, after }));
    };
    measure();
    // The row's width follows the window's, the tabs' widths their words (a change of language).
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    for (const tab of row.children) observer.observe(tab);
    row.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      row.removeEventListener('scroll', measure);
    };
  }, []);

  const first = useRef(true);
  useEffect(() => {
    const row = list.current!;
    const tab = row.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!tab || row.scrollWidth <= row.clientWidth) return;
    const start = tab.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    const end = start + tab.offsetWidth;
    const left = start - EDGE < row.scrollLeft ? start - EDGE : end + EDGE > row.scrollLeft + row.clientWidth ? end + EDGE - row.clientWidth : null;
    if (left !== null) row.scrollTo({ left, behavior: first.current ? 'instant' : 'smooth' });
    first.current = false;
  }, [value]);

  const edge = (side: 'before' | 'after') => (
    <Box
      position="absolute"
      top="0"
      bottom="1px"
      {...(side === 'before' ? { left: '0' } : { right: '0' })}
      w={`${EDGE}px`}
      display="flex"
      alignItems="center"
      justifyContent={side === 'before' ? 'flex-start' : 'flex-end'}
      bgGradient={side === 'before' ? 'to-l' : 'to-r'}
      gradientFrom="transparent"
      gradientVia="gray.50/90"
      gradientTo="gray.50"
      data-testid={`settings-tabs-${side}`}
    >
      <IconButton
        size="xs"
        variant="subtle"
        rounded="full"
        // The tabs themselves are reached with the arrow keys; this is for a pointer or a finger.
        tabIndex={-1}
        aria-label={intl.formatMessage({ id: side === 'before' ? 'security.tabsBefore' : 'security.tabsAfter' })}
        onClick={() => {
          const row = list.current!;
          row.scrollBy({ left: (side === 'before' ? -1 : 1) * (row.clientWidth - 2 * EDGE), behavior: 'smooth' });
        }}
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden
        >
          <path d={side === 'before' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
        </svg>
      </IconButton>
    </Box>
  );

  return (
    <Box position="relative">
      <Tabs.List ref={list} overflowX="auto" overflowY="hidden" css={{ '& > *': { flexShrink: 0 } }}>
        {children}
      </Tabs.List>
      {more.before && edge('before')}
      {more.after && edge('after')}
    </Box>
  );
}
