import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export type RiskBand = 'SAFE' | 'CAUTION' | 'DANGER';

/** ≤3 safe, >3 to 7 caution, >7 danger. */
export const riskBand = (score: number): RiskBand => (score <= 3 ? 'SAFE' : score <= 7 ? 'CAUTION' : 'DANGER');

const RISK_PALETTE: Record<RiskBand, string> = { SAFE: 'green', CAUTION: 'orange', DANGER: 'red' };

export function RiskBadge({ score }: { score: number }) {
  const band = riskBand(score);
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
