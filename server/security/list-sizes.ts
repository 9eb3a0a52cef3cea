/**
 * How many items each list of the schema may hold, for the cost rule (words of the GraphQL cost
 * directive, `@listSize`): a list with a size argument counts what the argument asks (literal, variable
 * or default) and refuses more than `maxSize`; a list without one counts its `assumedSize`, what it holds
 * in practice (an estimate, not a cap). A test walks the schema and fails on a list field missing here.
 */
export type ListSize =
  | {
      /** Arguments giving the size: a number (`first`, `last`, `limit`) or a list whose length counts (`ids`). */
      slicingArguments: readonly string[];
      /** The size when no slicing argument is given. */
      defaultSize: number;
      maxSize: number;
      /** For a connection: its list fields, which hold the page (the connection itself is one object). */
      sizedFields?: readonly string[];
    }
  | { assumedSize: number };

const page = (defaultSize: number, maxSize: number): ListSize => ({ slicingArguments: ['first', 'last'], defaultSize, maxSize, sizedFields: ['edges'] });

/** At most this many items in any list argument or input field (`ids`, tags, filters, events). */
export const MAX_LIST_ARGUMENT_LENGTH = 100;

export const LIST_SIZES: Record<string, ListSize> = {
  'Query.documents': page(20, 100),
  'Query.cloudItems': page(50, 100),
  'Query.organizationSessions': page(50, 100),
  'Query.senders': page(50, 500),
  'Query.nodes': { slicingArguments: ['ids'], defaultSize: 0, maxSize: MAX_LIST_ARGUMENT_LENGTH },
  'Query.mailMessages': { slicingArguments: ['first'], defaultSize: 100, maxSize: 100 },
  'Query.webhookDeliveries': { slicingArguments: ['limit'], defaultSize: 50, maxSize: 200 },
  'Sender.recentDocuments': { slicingArguments: ['first'], defaultSize: 3, maxSize: 20 },
  'NotificationCentre.latest': { slicingArguments: ['first'], defaultSize: 20, maxSize: 50 },

  'Query.cloudFolders': { assumedSize: 500 },
  'Query.cloudShareLinks': { assumedSize: 50 },
  'CloudFolder.path': { assumedSize: 20 },
  'CloudItem.tags': { assumedSize: 20 },
  'MutationMoveCloudFilesSuccess.files': { assumedSize: 100 },
  'CloudMoved.folders': { assumedSize: 100 },
  'CloudMoved.items': { assumedSize: 100 },
  'Query.apiKeys': { assumedSize: 50 },
  'Query.automationRules': { assumedSize: 3 },
  'AutomationRule.lastRuns': { assumedSize: 5 },
  'Query.mailAccounts': { assumedSize: 10 },
  'Query.members': { assumedSize: 100 },
  'Query.teamMembers': { assumedSize: 200 },
  'AuditEventPage.entries': { assumedSize: 200 },
  'Query.teams': { assumedSize: 20 },
  'Query.pendingInvitations': { assumedSize: 50 },
  'MutationInviteMembersSuccess.invitations': { assumedSize: 50 },
  'Query.webhooks': { assumedSize: 20 },
  'Analytics.reviewers': { assumedSize: 50 },
  'Analytics.teams': { assumedSize: 20 },
  'Analytics.riskByType': { assumedSize: 20 },
  'Analytics.topSenders': { assumedSize: 10 },
  'Analytics.trend': { assumedSize: 30 },
  'ApiKey.scopes': { assumedSize: 3 },
  'NotificationSettings.types': { assumedSize: 5 },
  'BillingSummary.addons': { assumedSize: 10 },
  'BillingSummary.invoices': { assumedSize: 12 },
  'Dashboard.priorityDocuments': { assumedSize: 5 },
  'Dashboard.recentActivity': { assumedSize: 10 },
  'Dashboard.topSenders': { assumedSize: 5 },
  'Document.findings': { assumedSize: 50 },
  'Document.history': { assumedSize: 200 },
  'Document.keyPoints': { assumedSize: 10 },
  'Document.tags': { assumedSize: 20 },
  'MailMessage.attachmentNames': { assumedSize: 5 },
  'MailMessage.documents': { assumedSize: 5 },
  'MailMessage.skippedAttachments': { assumedSize: 3 },
  'SecuritySettings.roles': { assumedSize: 3 },
  'SecuritySettings.signInMethods': { assumedSize: 4 },
  'Sender.riskHistory': { assumedSize: 6 },
  'SenderFigures.documentTypes': { assumedSize: 10 },
  'ServiceStatus.components': { assumedSize: 10 },
  'ServiceStatus.incidents': { assumedSize: 50 },
  'SignatureRequest.signers': { assumedSize: 10 },
  'ValidationFailed.problems': { assumedSize: 20 },
  'Viewer.factors': { assumedSize: 10 },
  'Viewer.identities': { assumedSize: 5 },
  'Viewer.signInMethods': { assumedSize: 4 },
  'Viewer.sessions': { assumedSize: 50 },
  'WebhookSubscription.events': { assumedSize: 10 },
};
