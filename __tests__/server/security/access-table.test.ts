import { randomUUID } from 'node:crypto';
import { newApiKeySecret } from '../../../server/api-keys/api-key-secret';
import type { ApiScope } from '../../../server/access/scopes';
import { schema } from '../../../server/graphql/schema';
import { TERMS_VERSION } from '../../../server/shared/legal';
import type { Role } from '../../../server/db/generated/client';
import { textFile } from '../documents/fixtures';
import { pngLogo } from '../organizations/logo-fixtures';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { nextEvents, startTestApp, TestClient, type GraphQLResult, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';

/**
 * Every query and mutation of the schema, called by a visitor and by each role of an organization
 * on that organization's own rows, and by an administrator on another organization's rows. The
 * table below is written by hand from the product's rules (not read from the policy), so that
 * loosening a rule in the code makes this test fail.
 */

/** Who may call an operation: anyone, a member of at least this role, or nobody of an organization. */
type Need = 'PUBLIC' | Role | 'INSTALLATION';

interface Call {
  query: string;
  variables?: Record<string, unknown>;
  files?: Record<string, File>;
}

/** Rows of one organization, made afresh for each call so that a destructive call spoils nothing. */
interface Rows {
  document(): Promise<string>;
  sender(): Promise<string>;
  apiKey(): Promise<string>;
  webhook(): Promise<string>;
  mailAccount(userId: string): Promise<string>;
  member(): Promise<string>;
  /** An open sign-in of a new member. */
  session(): Promise<string>;
  cloudFile(): Promise<string>;
  cloudFolder(): Promise<string>;
  shareLink(): Promise<string>;
}

interface Operation {
  need: Need;
  call(rows: Rows, caller: { userId: string | null }): Promise<Call>;
  /**
   * The same operation aimed at another organization's rows by one of its own administrators:
   * what the answer must show (nothing of the other organization), checked by `hides`.
   */
  foreign?: (rows: Rows, caller: { userId: string | null }) => Promise<Call>;
  /** Relay's node lookups: a row the caller may not see reads as null rather than as an error. */
  hidesAsNull?: true;
}

const ERR = '... on Error { code }';
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const NO_ID = '00000000-0000-4000-8000-000000000000';

const OPERATIONS: Record<string, Operation> = {
  // Queries
  viewer: { need: 'PUBLIC', call: async () => ({ query: '{ viewer { user { __typename } organization { __typename } } }' }) },
  authProviders: { need: 'PUBLIC', call: async () => ({ query: '{ authProviders { google } }' }) },
  serviceStatus: { need: 'PUBLIC', call: async () => ({ query: '{ serviceStatus { __typename } }' }) },
  serviceSettings: { need: 'PUBLIC', call: async () => ({ query: '{ serviceSettings { documentMaxBytes } }' }) },
  passwordResetLinkValid: { need: 'PUBLIC', call: async () => ({ query: '{ passwordResetLinkValid(accessToken: "a", refreshToken: "b") }' }) },
  documents: {
    need: 'USER',
    call: async (rows) => (await rows.document(), { query: '{ documents(first: 50) { edges { node { id } } } }' }),
    foreign: async (rows) => (await rows.document(), { query: '{ documents(first: 50) { edges { node { id } } } }' }),
  },
  documentStats: { need: 'USER', call: async () => ({ query: '{ documentStats { total } }' }) },
  node: {
    need: 'USER',
    hidesAsNull: true,
    call: async (rows) => ({ query: 'query($id: ID!) { node(id: $id) { id } }', variables: { id: gid('Document', await rows.document()) } }),
    foreign: async (rows) => ({ query: 'query($id: ID!) { node(id: $id) { id } }', variables: { id: gid('Document', await rows.document()) } }),
  },
  nodes: {
    need: 'USER',
    hidesAsNull: true,
    call: async (rows) => ({ query: 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', variables: { ids: [gid('Document', await rows.document())] } }),
    foreign: async (rows) => ({
      query: 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      variables: { ids: [gid('Document', await rows.document()), gid('Sender', await rows.sender())] },
    }),
  },
  senders: {
    need: 'USER',
    call: async (rows) => (await rows.sender(), { query: '{ senders(first: 50) { edges { node { id } } } }' }),
    foreign: async (rows) => (await rows.sender(), { query: '{ senders(first: 50) { edges { node { id } } } }' }),
  },
  sender: {
    need: 'USER',
    call: async (rows) => ({ query: 'query($id: ID!) { sender(id: $id) { id } }', variables: { id: gid('Sender', await rows.sender()) } }),
    foreign: async (rows) => ({ query: 'query($id: ID!) { sender(id: $id) { id name } }', variables: { id: gid('Sender', await rows.sender()) } }),
  },
  senderSummary: { need: 'USER', call: async () => ({ query: '{ senderSummary { __typename } }' }) },
  dashboard: { need: 'USER', call: async () => ({ query: '{ dashboard { __typename } }' }) },
  analytics: {
    need: 'USER',
    call: async () => ({ query: '{ analytics { __typename } }' }),
    foreign: async (rows) => ({
      query: 'query($id: ID) { analytics(senderId: $id) { kpis { totalDocuments } } }',
      variables: { id: gid('Sender', await rows.sender()) },
    }),
  },
  members: {
    need: 'USER',
    call: async () => ({ query: '{ members { id } }' }),
    foreign: async (rows) => (await rows.member(), { query: '{ members { id } }' }),
  },
  billing: { need: 'USER', call: async () => ({ query: '{ billing { __typename } }' }) },
  notificationCentre: { need: 'USER', call: async () => ({ query: '{ notificationCentre { unreadCount } }' }) },
  notificationSettings: { need: 'USER', call: async () => ({ query: '{ notificationSettings { emailEnabled } }' }) },
  mailAccounts: {
    need: 'USER',
    call: async (rows, caller) => (await rows.mailAccount(caller.userId ?? (await rows.member())), { query: '{ mailAccounts { id } }' }),
  },
  mailMessages: {
    need: 'USER',
    call: async (rows, caller) => ({
      query: 'query($id: ID) { mailMessages(accountId: $id) { id } }',
      variables: { id: gid('MailAccount', await rows.mailAccount(caller.userId ?? (await rows.member()))) },
    }),
  },
  apiKeys: {
    need: 'ADMIN',
    call: async (rows) => (await rows.apiKey(), { query: '{ apiKeys { id } }' }),
    foreign: async (rows) => (await rows.apiKey(), { query: '{ apiKeys { id } }' }),
  },
  webhooks: {
    need: 'ADMIN',
    call: async (rows) => (await rows.webhook(), { query: '{ webhooks { id } }' }),
    foreign: async (rows) => (await rows.webhook(), { query: '{ webhooks { id } }' }),
  },
  webhookDeliveries: { need: 'ADMIN', call: async () => ({ query: '{ webhookDeliveries { id } }' }) },

  // Mutations on documents
  uploadDocument: {
    need: 'USER',
    call: async () => ({
      query: `mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) { __typename ${ERR} } }`,
      variables: { input: { title: 'Access table', file: null } },
      files: { 'input.file': textFile('The Supplier may terminate this agreement at any time.') },
    }),
  },
  updateDocument: {
    need: 'USER',
    call: async (rows) => ({
      query: `mutation($input: UpdateDocumentInput!) { updateDocument(input: $input) { __typename ${ERR} } }`,
      variables: { input: { id: gid('Document', await rows.document()), tags: ['x'] } },
    }),
    foreign: async (rows) => ({
      query: `mutation($input: UpdateDocumentInput!) { updateDocument(input: $input) { __typename ${ERR} } }`,
      variables: { input: { id: gid('Document', await rows.document()), tags: ['x'] } },
    }),
  },
  ...Object.fromEntries(
    (['approveDocument', 'refuseDocument', 'requestDocumentCorrection', 'deleteDocument'] as const).map((name) => [
      name,
      {
        need: name === 'deleteDocument' ? 'MANAGER' : 'USER',
        call: async (rows: Rows) => ({
          query: `mutation($id: ID!) { ${name}(id: $id) { __typename ${ERR} } }`,
          variables: { id: gid('Document', await rows.document()) },
        }),
        foreign: async (rows: Rows) => ({
          query: `mutation($id: ID!) { ${name}(id: $id) { __typename ${ERR} } }`,
          variables: { id: gid('Document', await rows.document()) },
        }),
      } satisfies Operation,
    ]),
  ),
  signDocument: {
    need: 'USER',
    call: async (rows) => ({
      query: `mutation($input: SignDocumentInput!) { signDocument(input: $input) { __typename ${ERR} } }`,
      variables: { input: { id: gid('Document', await rows.document()), signatureType: 'SIMPLE' } },
    }),
    foreign: async (rows) => ({
      query: `mutation($input: SignDocumentInput!) { signDocument(input: $input) { __typename ${ERR} } }`,
      variables: { input: { id: gid('Document', await rows.document()), signatureType: 'SIMPLE' } },
    }),
  },
  requestSignatures: {
    need: 'USER',
    call: async (rows) => ({
      query: `mutation($input: RequestSignaturesInput!) { requestSignatures(input: $input) { __typename ${ERR} } }`,
      variables: { input: { id: gid('Document', await rows.document()), mode: 'PARALLEL', signerIds: [gid('User', await rows.member())] } },
    }),
    foreign: async (rows) => ({
      query: `mutation($input: RequestSignaturesInput!) { requestSignatures(input: $input) { __typename ${ERR} } }`,
      variables: { input: { id: gid('Document', await rows.document()), mode: 'PARALLEL', signerIds: [gid('User', await rows.member())] } },
    }),
  },
  signAsRequested: {
    need: 'USER',
    call: async (rows) => ({
      query: `mutation($input: SignAsRequestedInput!) { signAsRequested(input: $input) { __typename ${ERR} } }`,
      variables: { input: { id: gid('Document', await rows.document()), signatureType: 'SIMPLE' } },
    }),
    foreign: async (rows) => ({
      query: `mutation($input: SignAsRequestedInput!) { signAsRequested(input: $input) { __typename ${ERR} } }`,
      variables: { input: { id: gid('Document', await rows.document()), signatureType: 'SIMPLE' } },
    }),
  },
  cancelSignatureRequest: {
    need: 'USER',
    call: async (rows) => ({
      query: `mutation($id: ID!) { cancelSignatureRequest(id: $id) { __typename ${ERR} } }`,
      variables: { id: gid('Document', await rows.document()) },
    }),
    foreign: async (rows) => ({
      query: `mutation($id: ID!) { cancelSignatureRequest(id: $id) { __typename ${ERR} } }`,
      variables: { id: gid('Document', await rows.document()) },
    }),
  },
  refuseSignature: {
    need: 'USER',
    call: async (rows) => ({
      query: `mutation($input: RefuseSignatureInput!) { refuseSignature(input: $input) { __typename ${ERR} } }`,
      variables: { input: { id: gid('Document', await rows.document()), reason: 'No' } },
    }),
    foreign: async (rows) => ({
      query: `mutation($input: RefuseSignatureInput!) { refuseSignature(input: $input) { __typename ${ERR} } }`,
      variables: { input: { id: gid('Document', await rows.document()), reason: 'No' } },
    }),
  },

  // Cloud file area
  cloudItems: {
    need: 'USER',
    call: async (rows) => (await rows.cloudFile(), { query: '{ cloudItems(everywhere: true) { edges { node { id name } } } }' }),
    foreign: async (rows) => (await rows.cloudFile(), await rows.document(), { query: '{ cloudItems(everywhere: true) { edges { node { id name } } } }' }),
  },
  cloudFolders: {
    need: 'USER',
    call: async (rows) => (await rows.cloudFolder(), { query: '{ cloudFolders { id name } }' }),
    foreign: async (rows) => (await rows.cloudFolder(), { query: '{ cloudFolders { id name } }' }),
  },
  cloudStorage: { need: 'USER', call: async () => ({ query: '{ cloudStorage { usedBytes } }' }) },
  cloudShareLinks: {
    need: 'USER',
    call: async (rows) => ({ query: 'query($id: ID!) { cloudShareLinks(fileId: $id) { id } }', variables: { id: gid('CloudFile', await rows.cloudFile()) } }),
    foreign: async (rows) => {
      const link = await rows.shareLink();
      const { fileId } = await app.db.prisma.cloudShareLink.findUniqueOrThrow({ where: { id: link } });
      return { query: 'query($id: ID!) { cloudShareLinks(fileId: $id) { id } }', variables: { id: gid('CloudFile', fileId) } };
    },
  },
  createCloudFolder: {
    need: 'USER',
    call: async () => ({ query: `mutation { createCloudFolder(name: "Access") { __typename ${ERR} } }` }),
    foreign: async (rows) => ({
      query: `mutation($p: ID) { createCloudFolder(name: "Intruder", parentId: $p) { __typename ${ERR} } }`,
      variables: { p: gid('CloudFolder', await rows.cloudFolder()) },
    }),
  },
  renameCloudFolder: {
    need: 'USER',
    call: async (rows) => ({
      query: `mutation($id: ID!) { renameCloudFolder(id: $id, name: "Renamed") { __typename ${ERR} } }`,
      variables: { id: gid('CloudFolder', await rows.cloudFolder()) },
    }),
    foreign: async (rows) => ({
      query: `mutation($id: ID!) { renameCloudFolder(id: $id, name: "Renamed") { __typename ${ERR} } }`,
      variables: { id: gid('CloudFolder', await rows.cloudFolder()) },
    }),
  },
  moveCloudFolder: {
    need: 'USER',
    call: async (rows) => ({
      query: `mutation($id: ID!, $p: ID) { moveCloudFolder(id: $id, parentId: $p) { __typename ${ERR} } }`,
      variables: { id: gid('CloudFolder', await rows.cloudFolder()), p: gid('CloudFolder', await rows.cloudFolder()) },
    }),
    foreign: async (rows) => ({
      query: `mutation($id: ID!, $p: ID) { moveCloudFolder(id: $id, parentId: $p) { __typename ${ERR} } }`,
      variables: { id: gid('CloudFolder', await rows.cloudFolder()), p: gid('CloudFolder', await rows.cloudFolder()) },
    }),
  },
  deleteCloudFolder: {
    need: 'USER',
    call: async (rows) => ({
      query: `mutation($id: ID!) { deleteCloudFolder(id: $id) { __typename ${ERR} } }`,
      variables: { id: gid('CloudFolder', await rows.cloudFolder()) },
    }),
    foreign: async (rows) => ({
      query: `mutation($id: ID!) { deleteCloudFolder(id: $id) { __typename ${ERR} } }`,
      variables: { id: gid('CloudFolder', await rows.cloudFolder()) },
    }),
  },
  renameCloudFile: {
    need: 'USER',
    call: async (rows) => ({
      query: `mutation($id: ID!) { renameCloudFile(id: $id, name: "renamed.txt") { __typename ${ERR} } }`,
      variables: { id: gid('CloudFile', await rows.cloudFile()) },
    }),
    foreign: async (rows) => ({
      query: `mutation($id: ID!) { renameCloudFile(id: $id, name: "renamed.txt") { __typename ${ERR} } }`,
      variables: { id: gid('CloudFile', await rows.cloudFile()) },
    }),
  },
  moveCloudFiles: {
    need: 'USER',
    call: async (rows) => ({
      query: `mutation($ids: [ID!]!, $f: ID) { moveCloudFiles(ids: $ids, folderId: $f) { __typename ${ERR} } }`,
      variables: { ids: [gid('CloudFile', await rows.cloudFile())], f: gid('CloudFolder', await rows.cloudFolder()) },
    }),
    foreign: async (rows) => ({
      query: `mutation($ids: [ID!]!, $f: ID) { moveCloudFiles(ids: $ids, folderId: $f) { __typename ${ERR} } }`,
      variables: { ids: [gid('CloudFile', await rows.cloudFile())], f: gid('CloudFolder', await rows.cloudFolder()) },
    }),
  },
  moveCloudItems: {
    need: 'USER',
    call: async (rows) => ({
      query: `mutation($ids: [ID!]!, $f: ID) { moveCloudItems(ids: $ids, folderId: $f) { __typename ${ERR} } }`,
      variables: {
        ids: [gid('CloudFolder', await rows.cloudFolder()), gid('CloudFile', await rows.cloudFile())],
        f: gid('CloudFolder', await rows.cloudFolder()),
      },
    }),
    foreign: async (rows) => ({
      query: `mutation($ids: [ID!]!, $f: ID) { moveCloudItems(ids: $ids, folderId: $f) { __typename ${ERR} } }`,
      variables: {
        ids: [gid('CloudFolder', await rows.cloudFolder()), gid('CloudFile', await rows.cloudFile())],
        f: gid('CloudFolder', await rows.cloudFolder()),
      },
    }),
  },
  tagCloudFile: {
    need: 'USER',
    call: async (rows) => ({
      query: `mutation($id: ID!) { tagCloudFile(id: $id, tags: ["x"]) { __typename ${ERR} } }`,
      variables: { id: gid('CloudFile', await rows.cloudFile()) },
    }),
    foreign: async (rows) => ({
      query: `mutation($id: ID!) { tagCloudFile(id: $id, tags: ["x"]) { __typename ${ERR} } }`,
      variables: { id: gid('CloudFile', await rows.cloudFile()) },
    }),
  },
  ...Object.fromEntries(
    (['lockCloudFile', 'unlockCloudFile', 'deleteCloudFile'] as const).map((name) => [
      name,
      {
        need: 'USER',
        call: async (rows: Rows) => ({
          query: `mutation($id: ID!) { ${name}(id: $id) { __typename ${ERR} } }`,
          variables: { id: gid('CloudFile', await rows.cloudFile()) },
        }),
        foreign: async (rows: Rows) => ({
          query: `mutation($id: ID!) { ${name}(id: $id) { __typename ${ERR} } }`,
          variables: { id: gid('CloudFile', await rows.cloudFile()) },
        }),
      } satisfies Operation,
    ]),
  ),
  createCloudShareLink: {
    need: 'USER',
    call: async (rows) => ({
      query: `mutation($id: ID!) { createCloudShareLink(fileId: $id) { __typename ${ERR} } }`,
      variables: { id: gid('CloudFile', await rows.cloudFile()) },
    }),
    foreign: async (rows) => ({
      query: `mutation($id: ID!) { createCloudShareLink(fileId: $id) { __typename ${ERR} } }`,
      variables: { id: gid('CloudFile', await rows.cloudFile()) },
    }),
  },
  revokeCloudShareLink: {
    need: 'USER',
    call: async (rows) => ({
      query: `mutation($id: ID!) { revokeCloudShareLink(id: $id) { __typename ${ERR} } }`,
      variables: { id: gid('CloudShareLink', await rows.shareLink()) },
    }),
    foreign: async (rows) => ({
      query: `mutation($id: ID!) { revokeCloudShareLink(id: $id) { __typename ${ERR} } }`,
      variables: { id: gid('CloudShareLink', await rows.shareLink()) },
    }),
  },

  // Senders
  updateSender: {
    need: 'MANAGER',
    call: async (rows) => ({
      query: `mutation($input: UpdateSenderInput!) { updateSender(input: $input) { __typename ${ERR} } }`,
      variables: { input: { id: gid('Sender', await rows.sender()), status: 'BLOCKED' } },
    }),
    foreign: async (rows) => ({
      query: `mutation($input: UpdateSenderInput!) { updateSender(input: $input) { __typename ${ERR} } }`,
      variables: { input: { id: gid('Sender', await rows.sender()), status: 'BLOCKED' } },
    }),
  },

  // Mailboxes (each member's own)
  connectImapAccount: {
    need: 'USER',
    call: async () => ({
      query: `mutation($input: ConnectImapAccountInput!) { connectImapAccount(input: $input) { __typename ${ERR} } }`,
      variables: { input: { email: 'box@example.test', password: 'secret', imapHost: 'mail.example.test', imapPort: 993 } },
    }),
  },
  startMailOAuth: { need: 'USER', call: async () => ({ query: `mutation { startMailOAuth(provider: GMAIL) { __typename ${ERR} } }` }) },
  ...Object.fromEntries(
    (['setMailAccountStatus', 'disconnectMailAccount', 'testMailAccountConnection'] as const).map((name) => {
      const args = name === 'setMailAccountStatus' ? '(id: $id, status: PAUSED)' : '(id: $id)';
      const call = async (rows: Rows, caller: { userId: string | null }) => ({
        query: `mutation($id: ID!) { ${name}${args} { __typename ${ERR} } }`,
        variables: { id: gid('MailAccount', await rows.mailAccount(caller.userId ?? (await rows.member()))) },
      });
      // Another organization's member's mailbox: what an administrator of this one may not touch.
      const foreign = async (rows: Rows) => ({
        query: `mutation($id: ID!) { ${name}${args} { __typename ${ERR} } }`,
        variables: { id: gid('MailAccount', await rows.mailAccount(await rows.member())) },
      });
      return [name, { need: 'USER', call, foreign } satisfies Operation];
    }),
  ),

  // Organization administration
  createApiKey: {
    need: 'ADMIN',
    call: async () => ({
      query: `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename ${ERR} } }`,
      variables: { input: { name: 'Key', scopes: ['READ'] } },
    }),
  },
  revokeApiKey: {
    need: 'ADMIN',
    call: async (rows) => ({ query: `mutation($id: ID!) { revokeApiKey(id: $id) { __typename ${ERR} } }`, variables: { id: await rows.apiKey() } }),
    foreign: async (rows) => ({ query: `mutation($id: ID!) { revokeApiKey(id: $id) { __typename ${ERR} } }`, variables: { id: await rows.apiKey() } }),
  },
  registerWebhook: {
    need: 'ADMIN',
    call: async () => ({ query: `mutation { registerWebhook(url: "https://hooks.example.test/x", events: ["document.created"]) { __typename ${ERR} } }` }),
  },
  removeWebhook: {
    need: 'ADMIN',
    call: async (rows) => ({ query: `mutation($id: ID!) { removeWebhook(id: $id) { __typename ${ERR} } }`, variables: { id: await rows.webhook() } }),
    foreign: async (rows) => ({ query: `mutation($id: ID!) { removeWebhook(id: $id) { __typename ${ERR} } }`, variables: { id: await rows.webhook() } }),
  },

  // The installation's status page: its administrators only, whatever their role in an organization
  createStatusIncident: {
    need: 'INSTALLATION',
    call: async () => ({ query: `mutation { createStatusIncident(input: { title: "Down", body: "x" }) { __typename ${ERR} } }` }),
  },
  updateStatusIncident: {
    need: 'INSTALLATION',
    call: async () => ({ query: `mutation { updateStatusIncident(id: "${NO_ID}", input: { title: "Up" }) { __typename ${ERR} } }` }),
  },

  // Members, invitations and teams
  teamMembers: {
    need: 'USER',
    call: async () => ({ query: '{ teamMembers { id role } }' }),
    foreign: async (rows) => (await rows.member(), { query: '{ teamMembers { id email } }' }),
  },
  teams: { need: 'USER', call: async () => ({ query: '{ teams { id memberCount } }' }) },
  pendingInvitations: { need: 'MANAGER', call: async () => ({ query: '{ pendingInvitations { id } }' }) },
  invitation: { need: 'PUBLIC', call: async () => ({ query: '{ invitation(token: "unknown") { email } }' }) },
  auditEvents: { need: 'MANAGER', call: async () => ({ query: '{ auditEvents(first: 10) { entries { id } } }' }) },
  inviteMembers: {
    need: 'MANAGER',
    call: async () => ({
      query: `mutation($emails: [String!]!) { inviteMembers(input: { emails: $emails, role: USER }) { __typename ${ERR} } }`,
      variables: { emails: [`invited-${randomUUID()}@example.test`] },
    }),
  },
  ...Object.fromEntries(
    (['revokeInvitation', 'resendInvitation'] as const).map((name) => [
      name,
      {
        need: 'MANAGER',
        call: async () => ({ query: `mutation($id: ID!) { ${name}(id: $id) { __typename ${ERR} } }`, variables: { id: gid('Invitation', NO_ID) } }),
      } satisfies Operation,
    ]),
  ),
  acceptInvitation: { need: 'USER', call: async () => ({ query: `mutation { acceptInvitation(input: { token: "unknown" }) { __typename ${ERR} } }` }) },
  signUpWithInvitation: {
    need: 'PUBLIC',
    call: async () => ({
      query: `mutation { signUpWithInvitation(input: { token: "unknown", fullName: "New", password: "a-long-password-1", confirmPassword: "a-long-password-1", acceptTerms: true }) { __typename ${ERR} } }`,
    }),
  },
  changeMemberRole: {
    need: 'ADMIN',
    call: async (rows) => ({
      query: `mutation($id: ID!) { changeMemberRole(input: { userId: $id, role: MANAGER }) { __typename ${ERR} } }`,
      variables: { id: gid('User', await rows.member()) },
    }),
    foreign: async (rows) => ({
      query: `mutation($id: ID!) { changeMemberRole(input: { userId: $id, role: ADMIN }) { __typename ${ERR} } }`,
      variables: { id: gid('User', await rows.member()) },
    }),
  },
  removeMember: {
    need: 'ADMIN',
    call: async (rows) => ({
      query: `mutation($id: ID!) { removeMember(id: $id) { __typename ${ERR} } }`,
      variables: { id: gid('User', await rows.member()) },
    }),
    foreign: async (rows) => ({
      query: `mutation($id: ID!) { removeMember(id: $id) { __typename ${ERR} } }`,
      variables: { id: gid('User', await rows.member()) },
    }),
  },
  createTeam: {
    need: 'MANAGER',
    call: async () => ({
      query: `mutation($name: String!) { createTeam(name: $name) { __typename ${ERR} } }`,
      variables: { name: `Team ${randomUUID().slice(0, 8)}` },
    }),
  },
  renameTeam: {
    need: 'MANAGER',
    call: async () => ({ query: `mutation($id: ID!) { renameTeam(id: $id, name: "Legal") { __typename ${ERR} } }`, variables: { id: gid('Team', NO_ID) } }),
  },
  deleteTeam: {
    need: 'MANAGER',
    call: async () => ({ query: `mutation($id: ID!) { deleteTeam(id: $id) { __typename ${ERR} } }`, variables: { id: gid('Team', NO_ID) } }),
  },
  assignMemberTeam: {
    need: 'MANAGER',
    call: async (rows) => ({
      query: `mutation($id: ID!) { assignMemberTeam(input: { userId: $id, teamId: null }) { __typename ${ERR} } }`,
      variables: { id: gid('User', await rows.member()) },
    }),
    foreign: async (rows) => ({
      query: `mutation($id: ID!) { assignMemberTeam(input: { userId: $id, teamId: null }) { __typename ${ERR} } }`,
      variables: { id: gid('User', await rows.member()) },
    }),
  },

  updateOrganization: {
    need: 'ADMIN',
    call: async () => ({ query: `mutation { updateOrganization(input: { timeZone: "Europe/Paris" }) { __typename ${ERR} } }` }),
  },
  securitySettings: { need: 'ADMIN', call: async () => ({ query: '{ securitySettings { requireSecondFactor roles { role memberCount } } }' }) },
  organizationSessions: {
    need: 'ADMIN',
    call: async (rows) => (await rows.session(), { query: '{ organizationSessions(first: 50) { edges { node { id member { id } } } } }' }),
    foreign: async (rows) => (await rows.session(), { query: '{ organizationSessions(first: 50) { edges { node { id member { id } } } } }' }),
  },
  updateSecuritySettings: {
    need: 'ADMIN',
    call: async () => ({ query: `mutation { updateSecuritySettings(input: { sessionLifetimeHours: 8 }) { __typename ${ERR} } }` }),
  },
  revokeOrganizationSession: {
    need: 'ADMIN',
    call: async (rows) => ({
      query: `mutation($id: ID!) { revokeOrganizationSession(id: $id) { __typename ${ERR} } }`,
      variables: { id: await rows.session() },
    }),
    foreign: async (rows) => ({
      query: `mutation($id: ID!) { revokeOrganizationSession(id: $id) { __typename ${ERR} } }`,
      variables: { id: await rows.session() },
    }),
  },
  setOrganizationLogo: {
    need: 'ADMIN',
    call: async () => ({
      query: `mutation($file: Upload!) { setOrganizationLogo(file: $file) { __typename ${ERR} } }`,
      variables: { file: null },
      files: { file: await pngLogo() },
    }),
  },
  removeOrganizationLogo: { need: 'ADMIN', call: async () => ({ query: `mutation { removeOrganizationLogo { __typename ${ERR} } }` }) },

  // Automations
  automationRules: { need: 'MANAGER', call: async () => ({ query: '{ automationRules { id kind enabled lastRuns { outcome } } }' }) },
  updateAutomationRule: {
    need: 'MANAGER',
    call: async () => ({
      query: `mutation { updateAutomationRule(input: { id: "${NO_ID}", enabled: false, documentType: ANY, riskMin: 1, riskMax: 10 }) { __typename ${ERR} } }`,
    }),
  },

  // The caller's own account and session
  setLanguage: { need: 'USER', call: async () => ({ query: 'mutation { setLanguage(language: en) { __typename } }' }) },
  updateProfile: {
    need: 'USER',
    call: async () => ({ query: `mutation { updateProfile(input: { fullName: "Test User" }) { __typename ${ERR} } }` }),
  },
  requestEmailChange: {
    need: 'USER',
    call: async () => ({ query: `mutation { requestEmailChange(input: { newEmail: "moved@example.test", currentPassword: "x" }) { __typename ${ERR} } }` }),
  },
  acceptTerms: { need: 'USER', call: async () => ({ query: `mutation { acceptTerms(version: "${TERMS_VERSION}") { __typename ${ERR} } }` }) },
  updateNotificationSettings: {
    need: 'USER',
    call: async () => ({ query: `mutation { updateNotificationSettings(input: { emailEnabled: true }) { __typename ${ERR} } }` }),
  },
  markNotificationRead: { need: 'USER', call: async () => ({ query: `mutation { markNotificationRead(id: "${NO_ID}") { __typename ${ERR} } }` }) },
  markAllNotificationsRead: { need: 'USER', call: async () => ({ query: `mutation { markAllNotificationsRead { __typename ${ERR} } }` }) },
  changePassword: {
    need: 'USER',
    call: async () => ({
      query: `mutation { changePassword(currentPassword: "x", password: "another-long-password", confirmPassword: "another-long-password") { __typename ${ERR} } }`,
    }),
  },
  enrollTotp: { need: 'USER', call: async () => ({ query: `mutation { enrollTotp { __typename ${ERR} } }` }) },
  verifyTotp: { need: 'PUBLIC', call: async () => ({ query: `mutation { verifyTotp(code: "000000") { __typename ${ERR} } }` }) },
  removeFactor: { need: 'USER', call: async () => ({ query: `mutation { removeFactor(factorId: "${NO_ID}") { __typename ${ERR} } }` }) },
  openBillingPortal: { need: 'ADMIN', call: async () => ({ query: `mutation { openBillingPortal { __typename ${ERR} } }` }) },
  closeOrganization: { need: 'ADMIN', call: async () => ({ query: `mutation { closeOrganization(input: { name: "Not its name" }) { __typename ${ERR} } }` }) },
  leaveOrganization: { need: 'USER', call: async () => ({ query: `mutation { leaveOrganization { __typename ${ERR} } }` }) },
  unlinkIdentity: { need: 'USER', call: async () => ({ query: `mutation { unlinkIdentity(identityId: "${NO_ID}") { __typename ${ERR} } }` }) },
  signOut: { need: 'PUBLIC', call: async () => ({ query: 'mutation { signOut }' }) },
  refreshSession: { need: 'PUBLIC', call: async () => ({ query: `mutation { refreshSession { __typename ${ERR} } }` }) },

  // Doors for visitors
  signUp: {
    need: 'PUBLIC',
    call: async () => ({
      query: `mutation($input: SignUpInput!) { signUp(input: $input) { __typename ${ERR} } }`,
      variables: {
        input: {
          fullName: 'New',
          email: `new-${randomUUID()}@example.test`,
          password: 'a-long-password-1',
          confirmPassword: 'a-long-password-1',
          acceptTerms: true,
        },
      },
    }),
  },
  signIn: {
    need: 'PUBLIC',
    call: async () => ({ query: `mutation { signIn(input: { email: "nobody@example.test", password: "wrong-password" }) { __typename ${ERR} } }` }),
  },
  requestMagicLink: {
    need: 'PUBLIC',
    call: async () => ({ query: `mutation { requestMagicLink(input: { email: "nobody@example.test" }) { __typename ${ERR} } }` }),
  },
  signInWithMagicLink: { need: 'PUBLIC', call: async () => ({ query: `mutation { signInWithMagicLink(token: "x") { __typename ${ERR} } }` }) },
  requestPasswordReset: {
    need: 'PUBLIC',
    call: async () => ({ query: `mutation { requestPasswordReset(email: "nobody@example.test") { __typename ${ERR} } }` }),
  },
  confirmEmailChange: { need: 'PUBLIC', call: async () => ({ query: `mutation { confirmEmailChange(token: "nothing") { __typename ${ERR} } }` }) },
  resetPassword: {
    need: 'PUBLIC',
    call: async () => ({
      query: `mutation { resetPassword(accessToken: "a", refreshToken: "b", password: "a-long-password-1", confirmPassword: "a-long-password-1") { __typename ${ERR} } }`,
    }),
  },
  verifyEmail: { need: 'PUBLIC', call: async () => ({ query: `mutation { verifyEmail(token: "x") { __typename ${ERR} } }` }) },
  resendVerificationEmail: {
    need: 'PUBLIC',
    call: async () => ({ query: `mutation { resendVerificationEmail(email: "nobody@example.test") { __typename ${ERR} } }` }),
  },
  sendContactMessage: {
    need: 'PUBLIC',
    call: async () => ({
      query: `mutation { sendContactMessage(input: { name: "A", email: "a@example.test", subject: OTHER, message: "Hello" }) { __typename ${ERR} } }`,
    }),
  },
};

/**
 * What an API key needs for each operation, its creator being an administrator so that only the
 * key's scopes decide: a door open to visitors (ANY), one scope, or NONE for the person's own
 * account and security (sessions, factors, password, language, mailboxes, keys), which a key
 * would otherwise take on as the person who made it.
 */
type KeyNeed = 'ANY' | ApiScope | 'NONE';

const KEY_NEEDS: Record<string, KeyNeed> = {
  cloudItems: 'read',
  cloudFolders: 'read',
  cloudStorage: 'read',
  cloudShareLinks: 'write',
  createCloudFolder: 'write',
  renameCloudFolder: 'write',
  moveCloudFolder: 'write',
  deleteCloudFolder: 'write',
  renameCloudFile: 'write',
  moveCloudFiles: 'write',
  moveCloudItems: 'write',
  tagCloudFile: 'write',
  lockCloudFile: 'write',
  unlockCloudFile: 'write',
  deleteCloudFile: 'write',
  createCloudShareLink: 'write',
  revokeCloudShareLink: 'write',
  viewer: 'ANY',
  authProviders: 'ANY',
  serviceStatus: 'ANY',
  serviceSettings: 'ANY',
  passwordResetLinkValid: 'ANY',
  documents: 'read',
  documentStats: 'read',
  node: 'read',
  nodes: 'read',
  senders: 'read',
  sender: 'read',
  senderSummary: 'read',
  dashboard: 'read',
  analytics: 'read',
  members: 'read',
  billing: 'read',
  notificationCentre: 'NONE',
  notificationSettings: 'NONE',
  mailAccounts: 'NONE',
  mailMessages: 'NONE',
  apiKeys: 'NONE',
  webhooks: 'write',
  webhookDeliveries: 'write',
  uploadDocument: 'write',
  updateDocument: 'write',
  approveDocument: 'sign',
  refuseDocument: 'write',
  requestDocumentCorrection: 'write',
  deleteDocument: 'write',
  signDocument: 'sign',
  requestSignatures: 'write',
  signAsRequested: 'sign',
  cancelSignatureRequest: 'write',
  refuseSignature: 'sign',
  updateSender: 'write',
  connectImapAccount: 'NONE',
  startMailOAuth: 'NONE',
  setMailAccountStatus: 'NONE',
  disconnectMailAccount: 'NONE',
  testMailAccountConnection: 'NONE',
  createApiKey: 'NONE',
  revokeApiKey: 'NONE',
  registerWebhook: 'write',
  removeWebhook: 'write',
  createStatusIncident: 'NONE',
  updateStatusIncident: 'NONE',
  setLanguage: 'NONE',
  updateProfile: 'NONE',
  requestEmailChange: 'NONE',
  acceptTerms: 'NONE',
  updateNotificationSettings: 'NONE',
  markNotificationRead: 'NONE',
  markAllNotificationsRead: 'NONE',
  changePassword: 'NONE',
  enrollTotp: 'NONE',
  verifyTotp: 'NONE',
  removeFactor: 'NONE',
  unlinkIdentity: 'NONE',
  leaveOrganization: 'NONE',
  closeOrganization: 'NONE',
  signOut: 'NONE',
  refreshSession: 'NONE',
  signUp: 'ANY',
  signIn: 'ANY',
  requestMagicLink: 'ANY',
  signInWithMagicLink: 'ANY',
  requestPasswordReset: 'ANY',
  resetPassword: 'ANY',
  confirmEmailChange: 'ANY',
  verifyEmail: 'ANY',
  resendVerificationEmail: 'ANY',
  sendContactMessage: 'ANY',
  teamMembers: 'read',
  teams: 'read',
  pendingInvitations: 'NONE',
  invitation: 'ANY',
  auditEvents: 'read',
  inviteMembers: 'NONE',
  revokeInvitation: 'NONE',
  resendInvitation: 'NONE',
  acceptInvitation: 'NONE',
  signUpWithInvitation: 'ANY',
  changeMemberRole: 'NONE',
  removeMember: 'NONE',
  createTeam: 'NONE',
  renameTeam: 'NONE',
  deleteTeam: 'NONE',
  assignMemberTeam: 'NONE',
  updateOrganization: 'write',
  openBillingPortal: 'write',
  securitySettings: 'NONE',
  organizationSessions: 'NONE',
  updateSecuritySettings: 'NONE',
  revokeOrganizationSession: 'NONE',
  setOrganizationLogo: 'write',
  removeOrganizationLogo: 'write',
  automationRules: 'read',
  updateAutomationRule: 'NONE',
};

/** Every subscription, with what an API key needs to open it. */
const SUBSCRIPTION_KEY_NEEDS: Record<string, { need: KeyNeed; query: string }> = {
  serverTime: { need: 'ANY', query: 'subscription { serverTime(intervalMs: 100) }' },
  documentChanged: { need: 'read', query: 'subscription { documentChanged { kind documentId } }' },
  notificationCentreChanged: { need: 'NONE', query: 'subscription { notificationCentreChanged { unreadCount } }' },
};

/** The scope sets a key is tried with: each scope alone, every scope but reading, and all of them. */
const KEY_SCOPE_SETS: ApiScope[][] = [['read'], ['write'], ['sign'], ['write', 'sign'], ['read', 'write', 'sign']];

/** A client that calls as an API key, with no cookie. */
class KeyClient extends TestClient {
  constructor(
    url: string,
    private readonly key: string,
  ) {
    super(url);
  }

  override fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${this.key}`);
    return super.fetch(path, { ...init, headers });
  }

  override socket(): Client {
    const authorization = `Bearer ${this.key}`;
    return createClient({
      url: this.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { authorization } });
        }
      },
      retryAttempts: 0,
    });
  }
}

const RANK: Record<Need, number> = { PUBLIC: 0, USER: 1, MANAGER: 2, ADMIN: 3, INSTALLATION: 4 };
const REFUSALS = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

/** The refusal an answer carries, wherever it is: a GraphQL error or an error member of a result union. */
function refusalOf(answer: GraphQLResult): string | null {
  for (const error of answer.errors ?? []) {
    const code = error.extensions?.code;
    if (typeof code === 'string' && REFUSALS.has(code)) return code;
  }
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const code = (value as { code?: unknown }).code;
      if (typeof code === 'string' && REFUSALS.has(code)) found.push(code);
      Object.values(value).forEach(walk);
    }
  };
  walk(answer.data);
  return found[0] ?? null;
}

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.stop();
});

/** Rows of an organization, filed by its own administrator. */
function rowsOf(owner: SignedInUser): Rows & { made: string[] } {
  const { prisma } = app.db;
  const made: string[] = [];
  const keep = (id: string) => (made.push(id), id);
  return {
    made,
    async document() {
      const answer = await owner.client.upload(
        'mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) { ... on MutationUploadDocumentSuccess { document { id } } } }',
        { input: { title: `Row ${randomUUID().slice(0, 6)}`, file: null } },
        { 'input.file': textFile('The Supplier may terminate this agreement at any time without notice.') },
      );
      const id = answer.data!.uploadDocument.document.id as string;
      return keep(Buffer.from(id, 'base64').toString('utf8').split(':')[1]);
    },
    async sender() {
      const domain = `${randomUUID().slice(0, 8)}.example.test`;
      return keep((await prisma.sender.create({ data: { organizationId: owner.organizationId, name: domain, domain, email: `a@${domain}` } })).id);
    },
    async apiKey() {
      return keep(
        (
          await prisma.apiKey.create({
            data: { organizationId: owner.organizationId, createdById: owner.userId, name: 'Key', prefix: 'pk_x', keyHash: randomUUID(), scopes: ['read'] },
          })
        ).id,
      );
    },
    async webhook() {
      return keep(
        (
          await prisma.webhookSubscription.create({
            data: { organizationId: owner.organizationId, url: 'https://hooks.example.test/a', events: ['document.created'], secretEncrypted: 'sealed' },
          })
        ).id,
      );
    },
    async mailAccount(userId: string) {
      return keep(
        (
          await prisma.mailAccount.create({
            data: {
              organizationId: owner.organizationId,
              userId,
              email: `box-${randomUUID().slice(0, 6)}@example.test`,
              provider: 'IMAP',
              imapHost: 'mail.example.test',
              imapPort: 993,
              imapSecure: true,
            },
          })
        ).id,
      );
    },
    async member() {
      return keep((await createSignedInUser(app, { organizationId: owner.organizationId, role: 'USER' })).userId);
    },
    async cloudFile() {
      const name = `file-${randomUUID().slice(0, 8)}.txt`;
      return keep(
        (
          await prisma.cloudFile.create({
            data: {
              organizationId: owner.organizationId,
              name,
              mimeType: 'text/plain',
              sizeBytes: 4n,
              sha256: 'x',
              storagePath: `cloud/${owner.organizationId}/${randomUUID()}.txt`,
            },
          })
        ).id,
      );
    },
    async cloudFolder() {
      const name = `Folder ${randomUUID().slice(0, 8)}`;
      return keep((await prisma.cloudFolder.create({ data: { organizationId: owner.organizationId, name, nameKey: name.toLowerCase() } })).id);
    },
    async shareLink() {
      const fileId = await this.cloudFile();
      return keep(
        (
          await prisma.cloudShareLink.create({
            data: { organizationId: owner.organizationId, fileId, tokenHash: randomUUID(), expiresAt: new Date(app.clock.now().getTime() + 86_400_000) },
          })
        ).id,
      );
    },
    async session() {
      const { userId } = await createSignedInUser(app, { organizationId: owner.organizationId, role: 'USER' });
      const now = app.clock.now();
      return keep(
        (await prisma.session.create({ data: { userId, createdAt: now, lastUsedAt: now, expiresAt: new Date(now.getTime() + 3600_000), method: 'PASSWORD' } }))
          .id,
      );
    },
  };
}

async function send(client: TestClient, call: Call): Promise<GraphQLResult> {
  return call.files ? client.upload(call.query, call.variables ?? {}, call.files) : client.graphql(call.query, call.variables ?? {});
}

describe('the access table', () => {
  it('lists every query and mutation of the schema', () => {
    const fields = [...Object.keys(schema.getQueryType()!.getFields()), ...Object.keys(schema.getMutationType()!.getFields())].sort();
    expect(Object.keys(OPERATIONS).sort()).toEqual(fields);
  });

  const callers: Array<Role | 'VISITOR'> = ['VISITOR', 'USER', 'MANAGER', 'ADMIN'];
  const outcomes: Array<[string, Role | 'VISITOR', 'allowed' | 'refused']> = Object.entries(OPERATIONS).flatMap(([name, operation]) =>
    callers.map(
      (caller) =>
        [name, caller, RANK[operation.need] <= (caller === 'VISITOR' ? 0 : RANK[caller]) ? 'allowed' : 'refused'] as [
          string,
          Role | 'VISITOR',
          'allowed' | 'refused',
        ],
    ),
  );

  it.each(outcomes)('%s by a %s of the organization: %s', async (name, caller, expected) => {
    const owner = await createSignedInUser(app, { role: 'ADMIN' });
    const member = caller === 'VISITOR' ? null : await createSignedInUser(app, { role: caller, organizationId: owner.organizationId });
    const call = await OPERATIONS[name].call(rowsOf(owner), { userId: member?.userId ?? null });
    const answer = await send(member?.client ?? app.client(), call);
    const refusal = refusalOf(answer);
    if (expected === 'refused' && OPERATIONS[name].hidesAsNull)
      expect([name, refusal, JSON.stringify(answer.data).includes('"id"')]).toEqual([name, null, false]);
    else if (expected === 'refused') expect([name, refusal]).toEqual([name, caller === 'VISITOR' ? 'UNAUTHENTICATED' : 'FORBIDDEN']);
    else expect([name, refusal, answer.errors?.map((error) => error.message) ?? []]).toEqual([name, null, []]);
  });

  // A session whose organization requires a second factor its member has not enrolled: only the doors open to visitors, and enrolment.
  const ENROLMENT_OPERATIONS = new Set(['enrollTotp']);
  const enrolmentOutcomes: Array<[string, 'allowed' | 'refused']> = Object.entries(OPERATIONS).map(([name, operation]) => [
    name,
    operation.need === 'PUBLIC' || ENROLMENT_OPERATIONS.has(name) ? 'allowed' : 'refused',
  ]);

  it.each(enrolmentOutcomes)('%s by an administrator who must first enrol a second factor: %s', async (name, expected) => {
    const owner = await createSignedInUser(app, { role: 'ADMIN' });
    const member = await createSignedInUser(app, { role: 'ADMIN', organizationId: owner.organizationId, enrolmentOnly: true });
    const call = await OPERATIONS[name].call(rowsOf(owner), { userId: member.userId });
    const answer = await send(member.client, call);
    const enrolmentAsked = JSON.stringify(answer).includes('"SECOND_FACTOR_ENROLMENT_REQUIRED"');
    if (expected === 'refused' && OPERATIONS[name].hidesAsNull) expect([name, JSON.stringify(answer.data).includes('"id"')]).toEqual([name, false]);
    else if (expected === 'refused') expect([name, enrolmentAsked]).toEqual([name, true]);
    else expect([name, enrolmentAsked, refusalOf(answer)]).toEqual([name, false, null]);
  });

  it('says for every operation what an API key needs', () => {
    expect(Object.keys(KEY_NEEDS).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  const keyOutcomes: Array<[string, string, 'allowed' | 'refused']> = Object.keys(OPERATIONS).flatMap((name) =>
    KEY_SCOPE_SETS.map((scopes) => {
      const need = KEY_NEEDS[name];
      const allowed = need === 'ANY' || (need !== 'NONE' && scopes.includes(need));
      return [name, scopes.join('+'), allowed ? 'allowed' : 'refused'] as [string, string, 'allowed' | 'refused'];
    }),
  );

  it.each(keyOutcomes)("%s by an administrator's API key with %s: %s", async (name, scopes, expected) => {
    const owner = await createSignedInUser(app, { role: 'ADMIN' });
    const secret = newApiKeySecret();
    await app.db.prisma.apiKey.create({
      data: {
        organizationId: owner.organizationId,
        createdById: owner.userId,
        name: 'Key',
        prefix: secret.prefix,
        keyHash: secret.keyHash,
        scopes: scopes.split('+'),
      },
    });
    const call = await OPERATIONS[name].call(rowsOf(owner), { userId: owner.userId });
    const answer = await send(new KeyClient(app.url, secret.key), call);
    const refusal = refusalOf(answer);
    if (expected === 'refused' && OPERATIONS[name].hidesAsNull)
      expect([name, refusal, JSON.stringify(answer.data).includes('"id"')]).toEqual([name, null, false]);
    else if (expected === 'refused') expect([name, refusal]).toEqual([name, 'FORBIDDEN']);
    else expect([name, refusal, answer.errors?.map((error) => error.message) ?? []]).toEqual([name, null, []]);
  });

  it('says for every subscription what an API key needs', () => {
    expect(Object.keys(SUBSCRIPTION_KEY_NEEDS).sort()).toEqual(Object.keys(schema.getSubscriptionType()!.getFields()).sort());
  });

  const subscriptionOutcomes: Array<[string, string, 'allowed' | 'refused']> = Object.entries(SUBSCRIPTION_KEY_NEEDS).flatMap(([name, { need }]) =>
    KEY_SCOPE_SETS.map(
      (scopes) =>
        [name, scopes.join('+'), need === 'ANY' || (need !== 'NONE' && scopes.includes(need)) ? 'allowed' : 'refused'] as [
          string,
          string,
          'allowed' | 'refused',
        ],
    ),
  );

  it.each(subscriptionOutcomes)("subscription %s by an administrator's API key with %s: %s", async (name, scopes, expected) => {
    const owner = await createSignedInUser(app, { role: 'ADMIN' });
    const secret = newApiKeySecret();
    await app.db.prisma.apiKey.create({
      data: {
        organizationId: owner.organizationId,
        createdById: owner.userId,
        name: 'Key',
        prefix: secret.prefix,
        keyHash: secret.keyHash,
        scopes: scopes.split('+'),
      },
    });
    const socket = new KeyClient(app.url, secret.key).socket();
    let settled = false;
    const events = nextEvents(socket, SUBSCRIPTION_KEY_NEEDS[name].query, {}, 1, 5000)
      .catch((error: unknown) => error)
      .finally(() => (settled = true));
    // A change in the key's organization, told again until the subscription, open by then, answers
    // (on a busy machine it may take longer than one wait to open), or is refused.
    for (let round = 0; round < 16 && !settled; round++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      app.services.pubsub.publish('documentChanged', owner.organizationId, { kind: 'UPDATED', documentId: randomUUID() });
    }
    const answer = JSON.stringify(await events);
    await socket.dispose();
    if (expected === 'refused') expect([name, answer]).toEqual([name, expect.stringMatching(/FORBIDDEN/)]);
    else expect([name, answer]).toEqual([name, expect.stringContaining(`{"data":{"${name}":`)]);
  });

  const foreign = Object.entries(OPERATIONS).filter(([, operation]) => operation.foreign);

  it.each(foreign.map(([name]) => name))('%s by an administrator of another organization shows and changes none of its rows', async (name) => {
    const victim = await createSignedInUser(app, { role: 'ADMIN' });
    const intruder = await createSignedInUser(app, { role: 'ADMIN' });
    const rows = rowsOf(victim);
    const call = await OPERATIONS[name].foreign!(rows, { userId: null });
    const before = await snapshot(victim.organizationId);
    const answer = await send(intruder.client, call);
    // None of the other organization's ids, names or rows come back…
    const text = JSON.stringify(answer.data ?? null);
    for (const id of rows.made) {
      expect([name, text.includes(id)]).toEqual([name, false]);
      expect([
        name,
        ['Document', 'Sender', 'User', 'MailAccount', 'CloudFile', 'CloudFolder', 'CloudShareLink'].some((type) => text.includes(gid(type, id))),
      ]).toEqual([name, false]);
    }
    // …and nothing of it changed.
    expect(await snapshot(victim.organizationId)).toEqual(before);
  });
});

/** What an intruder could change in an organization. */
async function snapshot(organizationId: string) {
  const { prisma } = app.db;
  const [members, documents, senders, apiKeys, webhooks, mailAccounts, signatureRequests, sessions, organization, cloudFiles, cloudFolders, shareLinks] =
    await Promise.all([
      prisma.user.findMany({ where: { organizationId }, select: { id: true, role: true, removedAt: true, teamId: true }, orderBy: { id: 'asc' } }),
      prisma.document.findMany({ where: { organizationId }, select: { id: true, status: true, tags: true, signedAt: true }, orderBy: { id: 'asc' } }),
      prisma.sender.findMany({ where: { organizationId }, select: { id: true, status: true, category: true }, orderBy: { id: 'asc' } }),
      prisma.apiKey.findMany({ where: { organizationId }, select: { id: true, revokedAt: true }, orderBy: { id: 'asc' } }),
      prisma.webhookSubscription.findMany({ where: { organizationId }, select: { id: true }, orderBy: { id: 'asc' } }),
      prisma.mailAccount.findMany({ where: { organizationId }, select: { id: true, status: true, credentials: true }, orderBy: { id: 'asc' } }),
      prisma.signatureRequest.findMany({ where: { organizationId }, select: { id: true, status: true }, orderBy: { id: 'asc' } }),
      prisma.session.findMany({ where: { user: { organizationId } }, select: { id: true, revokedAt: true }, orderBy: { id: 'asc' } }),
      prisma.organization.findUniqueOrThrow({
        where: { id: organizationId },
        select: { requireSecondFactor: true, sessionLifetimeHours: true, signInMethods: true },
      }),
      prisma.cloudFile.findMany({
        where: { organizationId },
        select: { id: true, name: true, folderId: true, tags: true, locked: true },
        orderBy: { id: 'asc' },
      }),
      prisma.cloudFolder.findMany({ where: { organizationId }, select: { id: true, name: true, parentId: true }, orderBy: { id: 'asc' } }),
      prisma.cloudShareLink.findMany({ where: { organizationId }, select: { id: true, revokedAt: true }, orderBy: { id: 'asc' } }),
    ]);
  return { members, documents, senders, apiKeys, webhooks, mailAccounts, signatureRequests, sessions, organization, cloudFiles, cloudFolders, shareLinks };
}
