import { Box, Spinner, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Document, Page, pdfjs } from 'react-pdf';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import 'react-pdf/dist/Page/TextLayer.css';
import './PdfViewer.css';
import { locateExcerpts } from './locateExcerpts';
import { ignorePdfWorkerTerminations } from './pdfWorkerTermination';
import workerUrl from './pdf.worker?worker&url';
import { readPageTexts } from './readPageTexts';
import { severityBand, type ViewerFinding } from './findings';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
ignorePdfWorkerTerminations(window);

/** pdf.js compiles font programs with eval when allowed; the Content-Security-Policy forbids eval. */
const PDF_OPTIONS = { isEvalSupported: false };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The original PDF drawn in the page by pdf.js, with the text of each finding highlighted on it
 * (colour by severity); a highlight is clickable and selects its finding. The marks follow the
 * findings as they change (a document still being analysed gets them when the result arrives).
 */
export default function PdfViewer({
  url,
  findings,
  active,
  onSelect,
  maxH = '620px',
}: {
  url: string;
  findings: readonly ViewerFinding[];
  active: number | null;
  onSelect: (index: number) => void;
  /** Height of the scrolling area the pages are drawn in (they take its whole width). */
  maxH?: string;
}) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  /** Text items of each page, in pdf.js order. */
  const [pages, setPages] = useState<string[][] | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const readPages = useCallback(async (pdf: PDFDocumentProxy) => {
    const texts = await readPageTexts(pdf);
    if (texts) setPages(texts);
  }, []);

  /** Per page: text item → the parts of its text that findings cover. */
  const marks = useMemo(
    () =>
      pages
        ? locateExcerpts(
            pages,
            findings.map((finding) => finding.excerpt),
            findings.map((finding) => finding.page),
          )
        : [],
    [pages, findings],
  );

  const renderText = useCallback(
    ({ pageIndex, itemIndex, str }: { pageIndex: number; itemIndex: number; str: string }) => {
      let html = '';
      let at = 0;
      for (const { start, end, finding } of marks[pageIndex]?.get(itemIndex) ?? []) {
        const { severity, explanation } = findings[finding];
        html += `${escapeHtml(str.slice(at, start))}<mark data-finding="${finding}" data-severity="${severityBand(severity)}" title="${escapeHtml(explanation)}">${escapeHtml(str.slice(start, end))}</mark>`;
        at = end;
      }
      return html + escapeHtml(str.slice(at));
    },
    [marks, findings],
  );

  // The active finding's highlights are outlined; pdf.js draws the text layer outside React, so
  // this runs when the selection changes and whenever a page's text layer is drawn again.
  const outlineActive = useCallback(() => {
    for (const mark of container.current?.querySelectorAll<HTMLElement>('mark[data-finding]') ?? [])
      mark.toggleAttribute('data-active', Number(mark.dataset.finding) === active);
  }, [active]);
  useEffect(outlineActive, [outlineActive]);

  return (
    <Box
      ref={container}
      maxH={maxH}
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      bg="gray.100"
      className="paraphe-pdf"
      data-testid="pdf-viewer"
      // A region that scrolls is reachable from the keyboard (its arrows scroll it) and named.
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage({ id: 'documents.details.file' })}
      onClick={(event) => {
        const mark = (event.target as HTMLElement).closest<HTMLElement>('mark[data-finding]');
        if (mark) onSelect(Number(mark.dataset.finding));
      }}
    >
      <Document
        file={url}
        options={PDF_OPTIONS}
        onLoadSuccess={readPages}
        loading={<Spinner m="4" />}
        error={
          <Text p="4" color="fg.muted">
            <FormattedMessage id="documents.details.pdfError" />
          </Text>
        }
      >
        {pages && width
          ? pages.map((_, index) => (
              <Box key={index} mb="2" boxShadow="sm" data-page={index + 1}>
                <Page
                  pageNumber={index + 1}
                  width={width}
                  renderAnnotationLayer={false}
                  customTextRenderer={renderText}
                  onRenderTextLayerSuccess={outlineActive}
                  loading={<Box h="200px" />}
                />
              </Box>
            ))
          : null}
      </Document>
    </Box>
  );
}
