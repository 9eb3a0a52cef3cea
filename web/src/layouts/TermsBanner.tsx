import { Alert, Button, Container } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { TermsBannerAcceptMutation } from '../__generated__/TermsBannerAcceptMutation.graphql';
import type { TermsBanner_viewer$key } from '../__generated__/TermsBanner_viewer.graphql';
import { toaster } from '../components/toaster';
import { termsLinks } from '../components/termsLinks';
import { TERMS_VERSION, termsUpdatedOn } from '../../../server/shared/legal';

/**
 * Above every signed-in screen while the person's recorded acceptance is not of the terms in force
 * (they changed, or the account predates the record; the layout decides): the links to read them and
 * "I accept". The version accepted is the one this page shows; the server refuses it once the terms
 * changed again. Accepting updates the viewer's record, which removes the banner.
 */
export function TermsBanner({ viewer }: { viewer: TermsBanner_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment TermsBanner_viewer on Viewer {
        terms {
          version
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  // The frame's own words: the shared error table is a screen's messages, not the frame's.
  const toast = (type: 'success' | 'error', id: string) =>
    void toaster.create({ type, title: intl.formatMessage({ id: `common.${type}` }), description: intl.formatMessage({ id }) });
  const [accept, accepting] = useMutation<TermsBannerAcceptMutation>(graphql`
    mutation TermsBannerAcceptMutation($version: String!) {
      acceptTerms(version: $version) {
        __typename
        ... on MutationAcceptTermsSuccess {
          terms {
            version
            acceptedAt
            current
          }
        }
        ... on Error {
          code
        }
      }
    }
  `);
  const onAccept = () =>
    accept({
      variables: { version: TERMS_VERSION },
      // The viewer's own record is the screen's: it learns the acceptance without a new request.
      updater: (store) => {
        const terms = store.getRootField('acceptTerms')?.getLinkedRecord('terms');
        if (terms) store.getRoot().getLinkedRecord('viewer')?.setLinkedRecord(terms, 'terms');
      },
      onCompleted: ({ acceptTerms }, errors) => {
        if (acceptTerms.__typename === 'MutationAcceptTermsSuccess' && !errors?.length) toast('success', 'terms.accepted');
        else toast('error', 'code' in acceptTerms && acceptTerms.code === 'TERMS_OUTDATED' ? 'terms.outdated' : 'terms.acceptFailed');
      },
      onError: () => toast('error', 'terms.acceptFailed'),
    });
  return (
    <Container maxW="7xl" pt="4">
      <Alert.Root status="info" data-testid="terms-banner">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title fontWeight="normal">
            <FormattedMessage
              id={data.terms.version ? 'terms.changed' : 'terms.missing'}
              values={{ ...termsLinks, date: <FormattedDate value={termsUpdatedOn()} month="long" year="numeric" timeZone="UTC" /> }}
            />
          </Alert.Title>
        </Alert.Content>
        <Button size="sm" colorPalette="brand" variant="solid" loading={accepting} onClick={onAccept}>
          <FormattedMessage id="terms.accept" />
        </Button>
      </Alert.Root>
    </Container>
  );
}
