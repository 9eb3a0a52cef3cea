import { Box, Button, Spinner, Stack, Tabs, Text, chakra } from '@chakra-ui/react';
import { Suspense, lazy, useCallback, useMemo, useRef, useState, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DocumentViewer_document$key } from '../../__generated__/DocumentViewer_document.graphql';
import { severityBand, type ViewerFinding } from './findings';

// pdf.js weighs about a megabyte: loaded with the first PDF opened.
const PdfViewer = lazy(() => import('./PdfViewer'));

type Piece = { text: string; finding: number | null };

/** Cuts the text at the findings' character spans (overlaps keep the earlier finding). */
function pieces(text: string, findings: readonly ViewerFinding[]): Piece[] {
  const ordered = findings.map((finding, index) => ({ ...finding, index })).sort((a, b) => a.start - b.start);
  const out: Piece[] = [];
  let cursor = 0;
  for (const finding of ordered) {
    if (finding.start < cursor || finding.end > text.length || finding.end <= finding.start) continue;
    if (finding.start > cursor) out.push({ text: text.slice(cursor, finding.start), finding: null });
    out.push({ text: text.slice(finding.start, finding.end), finding: finding.index });
    cursor = finding.end;
  }
  if (cursor < text.length) out.push({ text: text.slice(cursor), finding: null });
  return out;
}

const BAND_COLOR = { high: 'red.100', medium: 'orange.100', low: 'yellow.100' } as const;

/**
 * Which finding is chosen, shared by a findings list and the views of the document (they may sit in
 * different columns): choosing a finding scrolls to its mark in the view on screen.
 */
export function useFindingSelection() {
  const [active, setActive] = useState<number | null>(null);
  const viewsRef = useRef<HTMLDivElement>(null);
  const focus = useCallback((index: number) => {
    setActive(index);
    const shown = [...(viewsRef.current?.querySelectorAll<HTMLElement>(`[data-finding="${index}"]`) ?? [])].find((mark) => mark.offsetParent !== null);
    shown?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);
  return { active, select: setActive, focus, viewsRef };
}

/** A finding's category in the visitor's language; as the analyzer named it when lang/*.json has no name for it. */
function CategoryName({ category }: { category: string }) {
  const intl = useIntl();
  const id = `risk.category.${category}`;
  return <>{id in intl.messages ? intl.formatMessage({ id }) : category}</>;
}

/**
 * The findings, worst first (then in reading order), each a button that selects its marks in the
 * document; that there is none otherwise. Indices stay those of the views.
 */
export function FindingsList({ findings, active, onChoose }: { findings: readonly ViewerFinding[]; active: number | null; onChoose: (index: number) => void }) {
  const ordered = useMemo(
    () => findings.map((finding, index) => ({ finding, index })).sort((a, b) => b.finding.severity - a.finding.severity || a.finding.start - b.finding.start),
    [findings],
  );
  if (findings.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="documents.details.noFindings" />
      </Text>
    );
  }
  return (
    <Stack gap="2" data-testid="findings-list">
      {ordered.map(({ finding, index }) => (
        <Button
          key={index}
          variant={active === index ? 'subtle' : 'outline'}
          size="sm"
          h="auto"
          py="2"
          justifyContent="start"
          whiteSpace="normal"
          textAlign="start"
          onClick={() => onChoose(index)}
          data-testid="finding"
          data-index={index}
          data-page={finding.page ?? undefined}
        >
          <Box>
            <Text fontWeight="semibold" fontSize="xs">
              <CategoryName category={finding.category} /> · <FormattedMessage id="risk.severity" values={{ severity: finding.severity }} />
              {/* One clause repeated on several pages reads apart by its page. */}
              {finding.page != null && (
                <>
                  {' · '}
                  <FormattedMessage id="documents.details.page" values={{ page: finding.page }} />
                </>
              )}
            </Text>
            {finding.excerpt && (
              // The clause itself, so that two findings of one kind read apart before either is chosen.
              <Text fontSize="xs" color="fg.muted" fontStyle="italic" lineClamp={2} data-testid="finding-excerpt">
                <FormattedMessage id="documents.details.excerpt" values={{ excerpt: finding.excerpt.trim() }} />
              </Text>
            )}
            <Text fontSize="sm">{finding.explanation}</Text>
          </Box>
        </Button>
      ))}
    </Stack>
  );
}

/**
 * The document with its risky clauses highlighted: a PDF is drawn in the page with the findings
 * marked on it; every document also shows its extracted text with marks. `maxH` bounds the height
 * of either view (it scrolls inside).
 */
export function DocumentViews({
  text,
  findings,
  fileUrl,
  isPdf,
  active,
  onSelect,
  viewsRef,
  maxH = '420px',
  pdfMaxH = '620px',
}: {
  text: string | null;
  findings: readonly ViewerFinding[];
  fileUrl: string;
  isPdf: boolean;
  active: number | null;
  onSelect: (index: number) => void;
  viewsRef?: Ref<HTMLDivElement>;
  maxH?: string;
  pdfMaxH?: string;
}) {
  const intl = useIntl();
  const parts = useMemo(() => pieces(text ?? '', findings), [text, findings]);
  // A region that scrolls is reachable from the keyboard (its arrows scroll it) and named.
  const textView = (
    <Box
      maxH={maxH}
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      fontSize="sm"
      whiteSpace="pre-wrap"
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage({ id: 'documents.details.text' })}
      data-testid="document-text"
    >
      {text ? (
        parts.map((part, index) =>
          part.finding === null ? (
            <span key={index}>{part.text}</span>
          ) : (
            <chakra.mark
              key={index}
              data-finding={part.finding}
              bg={BAND_COLOR[severityBand(findings[part.finding].severity)]}
              outline={active === part.finding ? '2px solid' : undefined}
              outlineColor="orange.500"
              title={findings[part.finding].explanation}
              cursor="pointer"
              onClick={() => onSelect(part.finding!)}
              data-testid="finding-mark"
            >
              {part.text}
            </chakra.mark>
          ),
        )
      ) : (
        <Text color="fg.muted">
          <FormattedMessage id="documents.details.noText" />
        </Text>
      )}
    </Box>
  );
  // Only a PDF is drawn: other files are read as their text (the original is downloaded below the views).
  if (!isPdf) return <Box ref={viewsRef}>{textView}</Box>;
  return (
    <Tabs.Root ref={viewsRef} defaultValue="file" size="sm" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="text">
          <FormattedMessage id="documents.details.text" />
        </Tabs.Trigger>
        <Tabs.Trigger value="file">
          <FormattedMessage id="documents.details.file" />
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="text">{textView}</Tabs.Content>
      <Tabs.Content value="file">
        <Suspense fallback={<Spinner m="4" />}>
          <PdfViewer url={fileUrl} findings={findings} active={active} onSelect={onSelect} maxH={pdfMaxH} />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** What the document's views show: its text and file, and the findings marked on them. */
export function useViewedDocument(document: DocumentViewer_document$key) {
  const doc = useFragment(
    graphql`
      fragment DocumentViewer_document on Document {
        type
        fileUrl
        text
        findings {
          category
          severity
          start
          end
          excerpt
          explanation
          page
        }
      }
    `,
    document,
  );
  return { text: doc.text ?? null, findings: doc.findings, fileUrl: doc.fileUrl, isPdf: doc.type === 'PDF' };
}

/** The findings list above the document's views, as the side panel shows them. */
export function DocumentViewer({ document }: { document: DocumentViewer_document$key }) {
  const viewed = useViewedDocument(document);
  const { active, select, focus, viewsRef } = useFindingSelection();
  return (
    <Stack gap="3">
      <FindingsList findings={viewed.findings} active={active} onChoose={focus} />
      <DocumentViews {...viewed} active={active} onSelect={select} viewsRef={viewsRef} />
    </Stack>
  );
}
