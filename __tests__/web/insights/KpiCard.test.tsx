import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { FormattedNumber, IntlProvider } from 'react-intl';
import fr from '../../../lang/fr.json';
import { flattenMessages } from '../../../web/src/i18n/languages';
import { KpiCard, type KpiValue } from '../../../web/src/screens/insights/InsightParts';
import { system } from '../../../web/src/theme';

/** The trend line of a count that should go down (documents to process), in French. */
function trendOf(kpi: KpiValue): string {
  render(
    <ChakraProvider value={system}>
      <IntlProvider locale="fr" messages={flattenMessages(fr)}>
        <KpiCard testId="kpi" labelId="dashboard.kpi.toProcess" kpi={kpi} betterWhen="down" format={(value) => <FormattedNumber value={value} />} />
      </IntlProvider>
    </ChakraProvider>,
  );
  return screen.getByTestId('kpi-change').textContent!.replace(/\s+/g, ' ');
}

describe('a dashboard figure against the period before', () => {
  test('shows the change in percent with its direction', () => {
    expect(trendOf({ current: 6, previous: 5, changePercent: 20 })).toBe('↑ +20 % vs période précédente');
  });

  test('from 0 (no percentage to draw), names the previous figure and still says which way it went', () => {
    expect(trendOf({ current: 4, previous: 0, changePercent: null })).toBe('↑ contre 0 sur la période précédente');
  });

  test('says there is nothing to compare with only when there was no period before', () => {
    expect(trendOf({ current: 4, previous: null, changePercent: null })).toBe('Pas de période précédente comparable');
  });
});
