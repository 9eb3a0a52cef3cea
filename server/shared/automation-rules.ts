/**
 * The organization's automations and the rules their conditions follow, for the server and the
 * Automations tab alike. Runs in the browser too: no node imports.
 */
import { RISK_MAX, RISK_MIN } from './risk-bands';

export const AUTOMATION_KINDS = ['AUTO_SIGN', 'HIGH_RISK_ALERT', 'REMINDER'] as const;
export type AutomationKind = (typeof AUTOMATION_KINDS)[number];

export const AUTOMATION_DOCUMENT_TYPES = ['ANY', 'NDA'] as const;
export type AutomationDocumentType = (typeof AUTOMATION_DOCUMENT_TYPES)[number];

/** The sender trust statuses a rule may ask for (server/senders); none asked: any sender. */
export const AUTOMATION_SENDER_STATUSES = ['TRUSTED', 'CAUTION', 'BLOCKED'] as const;
export type AutomationSenderStatus = (typeof AUTOMATION_SENDER_STATUSES)[number];

export interface AutomationConditions {
  documentType: AutomationDocumentType;
  riskMin: number;
  riskMax: number;
  /** null: any sender. */
  senderStatus: AutomationSenderStatus | null;
}

/** The specification's three samples, as every organization gets them (disabled). */
export const DEFAULT_AUTOMATIONS: Record<AutomationKind, AutomationConditions> = {
  AUTO_SIGN: { documentType: 'NDA', riskMin: RISK_MIN, riskMax: 2, senderStatus: 'TRUSTED' },
  HIGH_RISK_ALERT: { documentType: 'ANY', riskMin: 8, riskMax: RISK_MAX, senderStatus: null },
  REMINDER: { documentType: 'ANY', riskMin: RISK_MIN, riskMax: RISK_MAX, senderStatus: null },
};

/** A reminder goes out this long after the analysis when nobody has decided. */
export const REMINDER_DELAY_HOURS = 24;

/** Whole scores from 1 to 10, the lower bound not above the upper one. */
export function riskRangeProblem(riskMin: number, riskMax: number): 'AUTOMATION_RISK_RANGE_INVALID' | null {
  const inScale = (score: number) => Number.isInteger(score) && score >= RISK_MIN && score <= RISK_MAX;
  return inScale(riskMin) && inScale(riskMax) && riskMin <= riskMax ? null : 'AUTOMATION_RISK_RANGE_INVALID';
}

export function isAutomationDocumentType(value: string): value is AutomationDocumentType {
  return (AUTOMATION_DOCUMENT_TYPES as readonly string[]).includes(value);
}

export function isAutomationSenderStatus(value: string): value is AutomationSenderStatus {
  return (AUTOMATION_SENDER_STATUSES as readonly string[]).includes(value);
}
