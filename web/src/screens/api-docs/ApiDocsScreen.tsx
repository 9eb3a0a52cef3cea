import { Badge, Box, Code, Container, Flex, Heading, List, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import reference from './api-reference.json';
import { curlExample, javascriptExample } from './code-samples';

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: { type?: string } };
type Operation = {
  summary: string;
  description?: string;
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { description: string }>;
};
type GraphqlOperation = { name: string; description: string; args: Array<{ name: string; type: string; required: boolean }>; returns: string };

const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;
const METHOD_COLORS: Record<string, string> = { get: 'blue', post: 'green', patch: 'orange', put: 'orange', delete: 'red' };

const endpoints = Object.entries(reference.openapi.paths as Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })),
);

const origin = typeof window === 'undefined' ? 'https://paraphe.example' : window.location.origin;
const base = `${origin}/api/v1`;

const WEBHOOK_VERIFY = `import { createHmac, timingSafeEqual } from 'node:crypto';

// header: the Paraphe-Signature header, "t=<unix seconds>,v1=<hex HMAC>"
export function verifyParapheSignature(rawBody, header, secret, toleranceS = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  if (Math.abs(Date.now() / 1000 - Number(parts.t)) > toleranceS) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(\`\${parts.t}.\${rawBody}\`).digest('hex'));
  const given = Buffer.from(parts.v1 ?? '');
  return given.length === expected.length && timingSafeEqual(expected, given);
}`;

function CodeBlock({ children }: { children: string }) {
  return (
    <Box as="pre" bg="gray.900" color="gray.50" p="4" rounded="md" overflowX="auto" fontSize="sm">
      <code>{children}</code>
    </Box>
  );
}

/** A description of the reference, its `inline code` (Markdown, as in the schema) shown as code. */
function ReferenceText({ text }: { text: string }) {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <Code key={index}>{part}</Code> : part));
}

function GraphqlList({ kind, operations }: { kind: 'queries' | 'mutations' | 'subscriptions'; operations: GraphqlOperation[] }) {
  const intl = useIntl();
  return (
    <Stack gap="3">
      {operations.map((operation) => (
        <Box key={operation.name} bg="white" borderWidth="1px" rounded="md" p="4">
          <Code fontSize="sm" display="inline" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {operation.name}
            {operation.args.length > 0 && `(${operation.args.map((arg) => `${arg.name}: ${arg.type}`).join(', ')})`}: {operation.returns}
          </Code>
          {operation.description && (
            <Text color="fg.muted" mt="2" fontSize="sm">
              <ReferenceText text={intl.formatMessage({ id: `apiDocs.schema.${kind}.${operation.name}` })} />
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The API documentation: drawn from the OpenAPI document and the GraphQL schema, written out by
 * `npm run generate`. Their descriptions are shown from lang/*.json (apiDocs.operations, .parameters,
 * .schema), so that each has its French version; a test keeps the English ones those of the code.
 */
export function ApiDocsScreen() {
  const intl = useIntl();
  const limits = reference.rateLimits as Record<string, number | null>;
  return (
    <Container maxW="5xl" py={{ base: '10', md: '16' }}>
      <Stack gap="12">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            <FormattedMessage id="apiDocs.title" />
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            <FormattedMessage id="apiDocs.intro" />
          </Text>
        </Stack>

        <Stack as="section" gap="3" id="authentication">
          <Heading as="h2" size="xl">
            <FormattedMessage id="apiDocs.auth.title" />
          </Heading>
          <Text>
            <FormattedMessage id="apiDocs.auth.body" />
          </Text>
          <CodeBlock>{'Authorization: Bearer ppk_…'}</CodeBlock>
        </Stack>

        <Stack as="section" gap="3" id="rate-limits">
          <Heading as="h2" size="xl">
            <FormattedMessage id="apiDocs.limits.title" />
          </Heading>
          <Text>
            <FormattedMessage id="apiDocs.limits.body" />
          </Text>
          <Table.Root size="sm" variant="outline" maxW="md" data-testid="rate-limits">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <FormattedMessage id="apiDocs.limits.plan" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="apiDocs.limits.perMinute" />
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(['SOLO', 'TEAM', 'ENTERPRISE', 'TRIAL'] as const).map((plan) => (
                <Table.Row key={plan}>
                  <Table.Cell>
                    <FormattedMessage id={`pricing.plan.${plan}.name`} />
                  </Table.Cell>
                  <Table.Cell>{limits[plan] === null ? intl.formatMessage({ id: 'apiDocs.limits.unlimited' }) : intl.formatNumber(limits[plan]!)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>

        <Stack as="section" gap="5" id="rest">
          <Heading as="h2" size="xl">
            <FormattedMessage id="apiDocs.rest.title" />
          </Heading>
          <Text>
            <FormattedMessage id="apiDocs.rest.body" values={{ spec: <Code>/api/v1/openapi.json</Code> }} />
          </Text>
          {endpoints.map(({ path, method, operation }) => (
            <Box key={`${method} ${path}`} bg="white" borderWidth="1px" rounded="lg" p="5" data-testid={`endpoint-${operation.operationId}`}>
              <Flex gap="3" align="center" wrap="wrap">
                <Badge colorPalette={METHOD_COLORS[method]} variant="solid" textTransform="uppercase">
                  {method}
                </Badge>
                <Code>/api/v1{path}</Code>
              </Flex>
              <Text fontWeight="semibold" mt="2">
                <FormattedMessage id={`apiDocs.operations.${operation.operationId}`} />
              </Text>
              {operation.parameters && operation.parameters.length > 0 && (
                <List.Root ps="5" mt="2" fontSize="sm">
                  {operation.parameters.map((parameter) => (
                    <List.Item key={parameter.name}>
                      <Code>{parameter.name}</Code> ({intl.formatMessage({ id: `apiDocs.in.${parameter.in}` })}
                      {parameter.required ? `, ${intl.formatMessage({ id: 'apiDocs.required' })}` : ''})
                      {parameter.description && (
                        <>
                          {': '}
                          <ReferenceText text={intl.formatMessage({ id: `apiDocs.parameters.${operation.operationId}.${parameter.name}` })} />
                        </>
                      )}
                    </List.Item>
                  ))}
                </List.Root>
              )}
              <Text fontSize="sm" color="fg.muted" mt="2">
                <FormattedMessage
                  id="common.labelValue"
                  values={{ label: <FormattedMessage id="apiDocs.responses" />, value: Object.keys(operation.responses).join(', ') }}
                />
              </Text>
              <Tabs.Root defaultValue="curl" mt="3" size="sm" variant="line">
                <Tabs.List>
                  <Tabs.Trigger value="curl">curl</Tabs.Trigger>
                  <Tabs.Trigger value="js">JavaScript</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="curl">
                  <CodeBlock>{curlExample(base, method, path, operation)}</CodeBlock>
                </Tabs.Content>
                <Tabs.Content value="js">
                  <CodeBlock>{javascriptExample(base, method, path, operation)}</CodeBlock>
                </Tabs.Content>
              </Tabs.Root>
            </Box>
          ))}
        </Stack>

        <Stack as="section" gap="3" id="errors">
          <Heading as="h2" size="xl">
            <FormattedMessage id="apiDocs.errors.title" />
          </Heading>
          <Text>
            <FormattedMessage id="apiDocs.errors.body" />
          </Text>
          <CodeBlock>{'{ "error": { "code": "NOT_FOUND", "message": "No such document." } }'}</CodeBlock>
          <List.Root ps="5">
            {(['400', '401', '403', '404', '409', '413', '422', '429', '500', '503'] as const).map((status) => (
              <List.Item key={status}>
                <Code>{status}</Code> <FormattedMessage id={`apiDocs.errors.status${status}`} />
              </List.Item>
            ))}
          </List.Root>
        </Stack>

        <Stack as="section" gap="3" id="webhooks">
          <Heading as="h2" size="xl">
            <FormattedMessage id="apiDocs.webhooks.title" />
          </Heading>
          <Text>
            <FormattedMessage id="apiDocs.webhooks.body" />
          </Text>
          <CodeBlock>{WEBHOOK_VERIFY}</CodeBlock>
        </Stack>

        <Stack as="section" gap="4" id="graphql">
          <Heading as="h2" size="xl">
            <FormattedMessage id="apiDocs.graphql.title" />
          </Heading>
          <Text>
            <FormattedMessage id="apiDocs.graphql.body" values={{ endpoint: <Code>/graphql</Code> }} />
          </Text>
          <CodeBlock>{`curl -X POST "${origin}/graphql" \\\n  -H "Authorization: Bearer $PARAPHE_API_KEY" -H "Content-Type: application/json" \\\n  -d '{"query":"{ documents(first: 5) { edges { node { id title riskScore status } } } }"}'`}</CodeBlock>
          <Heading as="h3" size="lg">
            <FormattedMessage id="apiDocs.graphql.queries" />
          </Heading>
          <GraphqlList kind="queries" operations={reference.graphql.queries} />
          <Heading as="h3" size="lg">
            <FormattedMessage id="apiDocs.graphql.mutations" />
          </Heading>
          <GraphqlList kind="mutations" operations={reference.graphql.mutations} />
          <Heading as="h3" size="lg">
            <FormattedMessage id="apiDocs.graphql.subscriptions" />
          </Heading>
          <GraphqlList kind="subscriptions" operations={reference.graphql.subscriptions} />
        </Stack>
      </Stack>
    </Container>
  );
}
