import { Flex, Spinner, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DocumentRisk_document$key } from '../../__generated__/DocumentRisk_document.graphql';
import { RiskBadge } from './DocumentBadges';

/** The risk of a document: its badge and level once analysed, a spinner while the analysis runs, a notice when it failed. */
export function DocumentRisk({ document }: { document: DocumentRisk_document$key }) {
  const doc = useFragment(
    graphql`
      fragment DocumentRisk_document on Document {
        riskScore
        riskLevel
        analysisStatus
      }
    `,
    document,
  );
  const analyzing = doc.analysisStatus === 'QUEUED' || doc.analysisStatus === 'RUNNING';
  return (
    <>
      <Flex gap="2" align="center">
        {analyzing ? (
          <Text color="fg.muted" display="flex" gap="1" alignItems="center" data-testid="document-analyzing">
            <Spinner size="xs" /> <FormattedMessage id="documents.analyzing" />
          </Text>
        ) : (
          <>
            <RiskBadge score={doc.riskScore} />
            <Text>
              <FormattedMessage
                id="common.labelValue"
                values={{ label: <FormattedMessage id="documents.details.riskLevel" />, value: <FormattedMessage id={`risk.${doc.riskLevel}`} /> }}
              />
            </Text>
          </>
        )}
      </Flex>
      {doc.analysisStatus === 'FAILED' && (
        <Text color="orange.600" fontSize="xs">
          <FormattedMessage id="documents.analysisFailed" />
        </Text>
      )}
    </>
  );
}
