import { Alert, Badge, Box, Button, Heading, HStack, Progress, SimpleGrid, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { SettingsScreenQuery } from '../../__generated__/SettingsScreenQuery.graphql';
import { FileSize } from '../../components/FileSize';
import { ApiAccessCard } from '../account/ApiAccessCard';
import { AuditLogCard } from './AuditLogCard';
import { IntegrationsTab } from './IntegrationsTab';
import { NotificationsTab } from './NotificationsTab';
import { AutomationsTab } from './AutomationsTab';
import { OrganizationCard } from './OrganizationCard';
import { CloseOrganizationCard } from './CloseOrganizationCard';
import { ExportOrganizationCard } from './ExportOrganizationCard';
import { BillingPortalButton } from './BillingPortalButton';
import { SecurityTab } from './SecurityTab';
import { SettingsTabList } from './SettingsTabList';

export const settingsScreenQuery = graphql`
  query SettingsScreenQuery {
    viewer {
      role
    }
    billing {
      plan
      billingCycle
      addons
      trialEndsAt
      endedPlan
      closed
      seatsUsed
      seatsPurchased
      documentsThisMonth
      documentsPerMonth
      storageBytes
      storageQuotaBytes
      paymentsConfigured
      subscriptionActive
      subscriptionEndsAt
      invoices { id number createdAt amountDueCents currency status url }
    }
  }
`;

/** Stripe's invoice statuses, worded in the reader's language (`billing.invoiceStatus.*`). */
const INVOICE_STATUSES = new Set(['draft', 'open', 'paid', 'void', 'uncollectible']);

/** What the organization uses of a quota; once the trial or subscription ended (`closed`), that nothing more can be added. */
function Usage({
  labelId,
  used,
  quota,
  format,
  closed = false,
}: {
  labelId: string;
  used: number;
  quota: number | null;
  format(value: number): React.ReactNode;
  closed?: boolean;
}) {
  return (
    <Stack gap="2" bg="white" borderWidth="1px" rounded="lg" p="5" data-testid={`usage-${labelId.split('.').pop()}`}>
      <Text fontWeight="medium">
        <FormattedMessage id={labelId} />
      </Text>
      <Text fontSize="2xl" fontWeight="bold">
        {format(used)}{' '}
        {closed ? null : quota === null ? (
          <FormattedMessage id="billing.ofUnlimited" />
        ) : (
          <FormattedMessage id="billing.of" values={{ quota: format(quota) }} />
        )}
      </Text>
      {closed ? (
        <Text fontSize="sm" color="red.700" data-testid="usage-closed">
          <FormattedMessage id="billing.closedQuota" />
        </Text>
      ) : (
        quota !== null && (
          <Progress.Root
            value={Math.min(100, (used / Math.max(quota, 1)) * 100)}
            colorPalette={used >= quota ? 'red' : used / quota > 0.8 ? 'orange' : 'brand'}
            size="sm"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )
      )}
    </Stack>
  );
}

const RANK = { USER: 1, MANAGER: 2, ADMIN: 3 } as const;

/** The tabs in the specification's order (the API keys, Paraphe's own, beside security), each from the role that sees it; the first one a member sees opens by default. */
const TABS = [
  { value: 'organization', titleId: 'organization.tab', from: 'ADMIN' },
  { value: 'security', titleId: 'security.tab', from: 'ADMIN' },
  { value: 'api', titleId: 'account.api.title', from: 'ADMIN' },
  { value: 'notifications', titleId: 'notifications.tab', from: 'USER' },
  { value: 'automations', titleId: 'automations.tab', from: 'MANAGER' },
  { value: 'integrations', titleId: 'integrations.tab', from: 'USER' },
  { value: 'billing', titleId: 'billing.tab', from: 'USER' },
  { value: 'audit', titleId: 'audit.tab', from: 'MANAGER' },
] as const;

/** Organization settings: billing, the member's own notifications, integrations; for managers the automations and the audit log; for administrators the organization's name, logo and time zone, its security, the API keys and the webhooks. */
export function SettingsScreen() {
  const { billing, viewer } = usePreloadedQuery<SettingsScreenQuery>(settingsScreenQuery, useLoaderData() as PreloadedQuery<SettingsScreenQuery>);
  const [params] = useSearchParams();
  const rank = RANK[(viewer?.role ?? 'USER') as keyof typeof RANK] ?? RANK.USER;
  const tabs = TABS.filter((tab) => rank >= RANK[tab.from]);
  // A link to a tab of a higher role (shared by an administrator, say) opens the first tab open to the reader, saying so.
  const asked = TABS.find((tab) => tab.value === params.get('tab'));
  const closed = asked !== undefined && !tabs.includes(asked);
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="nav.settings" />
      </Heading>
      {closed && (
        <Alert.Root status="info" data-testid="settings-tab-closed">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id={`security.tabClosed.${asked.from}`} values={{ tab: <FormattedMessage id={asked.titleId} /> }} />
          </Alert.Title>
        </Alert.Root>
      )}
      <Tabs.Root defaultValue={asked && !closed ? asked.value : tabs[0].value} variant="line">
        <SettingsTabList>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} data-testid={`tab-${tab.value}`}>
              <FormattedMessage id={tab.titleId} />
            </Tabs.Trigger>
          ))}
        </SettingsTabList>
        <Tabs.Content value="billing">
          <Stack gap="6">
            {params.get('checkout') === 'success' && (
              <Alert.Root status="success">
                <Alert.Indicator />
                <Alert.Title>
                  <FormattedMessage id="billing.checkoutDone" />
                </Alert.Title>
              </Alert.Root>
            )}
            <HStack justify="space-between" wrap="wrap" gap="3" bg="white" borderWidth="1px" rounded="lg" p="5">
              <Stack gap="1">
                <Text color="fg.muted">
                  <FormattedMessage id="billing.currentPlan" />
                </Text>
                <HStack>
                  <Text fontSize="2xl" fontWeight="bold" data-testid="current-plan">
                    <FormattedMessage id={`pricing.plan.${billing.endedPlan ?? billing.plan}.name`} />
                  </Text>
                  {billing.endedPlan && (
                    <Badge colorPalette="red">
                      <FormattedMessage id="billing.ended" />
                    </Badge>
                  )}
                  {billing.billingCycle && (
                    <Badge>
                      <FormattedMessage id={`pricing.cycle.${billing.billingCycle.toLowerCase()}`} />
                    </Badge>
                  )}
                </HStack>
                {billing.trialEndsAt && (
                  <Text color={billing.closed ? 'red.700' : 'fg.muted'} fontSize="sm" data-testid="plan-end">
                    <FormattedMessage
                      id={billing.endedPlan ? 'billing.subscriptionEnded' : billing.closed ? 'billing.trialEnded' : 'billing.trialEnds'}
                      values={{ date: <FormattedDate value={billing.trialEndsAt} dateStyle="long" /> }}
                    />
                  </Text>
                )}
                {billing.subscriptionEndsAt && (
                  <Text color="orange.700" fontSize="sm" data-testid="subscription-ends">
                    <FormattedMessage id="billing.subscriptionEnds" values={{ date: <FormattedDate value={billing.subscriptionEndsAt} dateStyle="long" /> }} />
                  </Text>
                )}
                {billing.addons.length > 0 && (
                  <Text fontSize="sm">
                    <FormattedMessage id="billing.addons" />{' '}
                    {billing.addons.map((addon, index) => (
                      <span key={addon}>
                        {index > 0 && ', '}
                        <FormattedMessage id={`pricing.addon.${addon}`} />
                      </span>
                    ))}
                  </Text>
                )}
              </Stack>
              {viewer?.role === 'ADMIN' ? (
                <HStack wrap="wrap">
                  {billing.subscriptionActive && <BillingPortalButton />}
                  <Button asChild colorPalette="brand">
                    <Link to="/pricing">
                      <FormattedMessage id="billing.changePlan" />
                    </Link>
                  </Button>
                </HStack>
              ) : (
                // The plan is the administrators' to choose: others may read the prices.
                <Stack gap="1" alignItems={{ base: 'flex-start', md: 'flex-end' }} data-testid="billing-admins-choose">
                  <Text fontSize="sm" color="fg.muted">
                    <FormattedMessage id="billing.adminsChoose" />
                  </Text>
                  <Button asChild size="sm" variant="outline">
                    <Link to="/pricing">
                      <FormattedMessage id="billing.seePlans" />
                    </Link>
                  </Button>
                </Stack>
              )}
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <Usage labelId="billing.seats" used={billing.seatsUsed} quota={billing.seatsPurchased} format={(value) => <FormattedNumber value={value} />} />
              <Usage
                labelId="billing.documents"
                used={billing.documentsThisMonth}
                quota={billing.documentsPerMonth ?? null}
                format={(value) => <FormattedNumber value={value} />}
                closed={billing.closed}
              />
              <Usage
                labelId="billing.storage"
                used={billing.storageBytes}
                quota={billing.storageQuotaBytes ?? null}
                format={(value) => <FileSize bytes={value} />}
                closed={billing.closed}
              />
            </SimpleGrid>
            <Box bg="white" borderWidth="1px" rounded="lg" p="5">
              <Heading as="h2" size="md" mb="3">
                <FormattedMessage id="billing.invoices" />
              </Heading>
              {billing.invoices.length === 0 ? (
                <Text color="fg.muted">
                  <FormattedMessage id={billing.paymentsConfigured ? 'billing.noInvoices' : 'billing.paymentsNotConfigured'} />
                </Text>
              ) : (
                <Table.Root size="sm">
                  <Table.Body>
                    {billing.invoices.map((invoice) => (
                      <Table.Row key={invoice.id}>
                        <Table.Cell>{invoice.number ?? invoice.id}</Table.Cell>
                        <Table.Cell>
                          <FormattedDate value={invoice.createdAt} dateStyle="medium" />
                        </Table.Cell>
                        <Table.Cell>
                          <FormattedNumber value={invoice.amountDueCents / 100} style="currency" currency={invoice.currency.toUpperCase()} />
                        </Table.Cell>
                        <Table.Cell data-testid="invoice-status">
                          {invoice.status && INVOICE_STATUSES.has(invoice.status) ? (
                            <FormattedMessage id={`billing.invoiceStatus.${invoice.status}`} />
                          ) : (
                            invoice.status
                          )}
                        </Table.Cell>
                        <Table.Cell>
                          {invoice.url && (
                            <a href={invoice.url} target="_blank" rel="noreferrer">
                              <FormattedMessage id="billing.viewInvoice" />
                            </a>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              )}
            </Box>
          </Stack>
        </Tabs.Content>
        {viewer?.role === 'ADMIN' && (
          <Tabs.Content value="organization">
            <Stack gap="6">
              <OrganizationCard />
              <ExportOrganizationCard />
              <CloseOrganizationCard />
            </Stack>
          </Tabs.Content>
        )}
        {viewer?.role === 'ADMIN' && (
          <Tabs.Content value="security">
            <SecurityTab />
          </Tabs.Content>
        )}
        {viewer?.role === 'ADMIN' && (
          <Tabs.Content value="api">
            <ApiAccessCard />
          </Tabs.Content>
        )}
        <Tabs.Content value="notifications">
          <NotificationsTab />
        </Tabs.Content>
        <Tabs.Content value="integrations">
          <IntegrationsTab isAdmin={viewer?.role === 'ADMIN'} />
        </Tabs.Content>
        {viewer?.role !== 'USER' && (
          <Tabs.Content value="automations">
            <AutomationsTab />
          </Tabs.Content>
        )}
        {viewer?.role !== 'USER' && (
          <Tabs.Content value="audit">
            <AuditLogCard />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </Stack>
  );
}
