import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { riskBandOf, type RiskBand } from '../../../../server/shared/risk-bands';

const RISK_PALETTE: Record<RiskBand, string> = { SAFE: 'green', CAUTION: 'orange', DANGER: 'red' };

/** The colour of a score's band, for whatever else shows the band beside the badge. */
export const riskPaletteOf = (score: number) => RISK_PALETTE[riskBandOf(score)];

export function RiskBadge({ score }: { score: number }) {
  const band = riskBandOf(score);
  return (
    <Badge colorPalette={RISK_PALETTE[band]} variant="subtle" data-testid="risk-badge" data-band={band}>
      <FormattedMessage id="risk.badge" values={{ score }} />
    </Badge>
  );
}

/** Signed default, Refused destructive, Correcting and Under review secondary, others outline. */
const STATUS_STYLE: Record<string, { variant: 'solid' | 'subtle' | 'outline'; colorPalette: string }> = {
  SIGNED: { variant: 'solid', colorPalette: 'gray' },
  REFUSED: { variant: 'solid', colorPalette: 'red' },
  CORRECTING: { variant: 'subtle', colorPalette: 'gray' },
  UNDER_REVIEW: { variant: 'subtle', colorPalette: 'gray' },
};

export function StatusBadge({ status }: { status: string }) {
  const style = STATUS_STYLE[status] ?? { variant: 'outline' as const, colorPalette: 'gray' };
  return (
    <Badge {...style} data-testid="status-badge" data-status={status}>
      <FormattedMessage id={`status.${status}`} />
    </Badge>
  );
}

/** Whether a document's finished analysis put it in the high band: signing it says so first. */
export function isHighRisk(document: { riskLevel: string | null | undefined; analysisStatus: string | null | undefined }): boolean {
  return document.riskLevel === 'HIGH' && document.analysisStatus !== 'QUEUED' && document.analysisStatus !== 'RUNNING';
}
