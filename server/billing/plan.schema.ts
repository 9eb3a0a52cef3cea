import { builder } from '../graphql/builder';

export const PlanEnum = builder.enumType('Plan', {
  description: "The organization's subscription plan.",
  values: {
    TRIAL: { description: 'Free trial of a new organization (30 days), with the limits of TEAM.' },
    SOLO: { description: 'Paid plan for one person: 100 documents a month, 10 GB of storage.' },
    TEAM: { description: 'Paid plan for teams: 1,000 documents a month, 100 GB of storage.' },
    ENTERPRISE: { description: 'Contract plan: no document or storage quota.' },
  } as const,
});
