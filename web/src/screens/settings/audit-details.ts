import type { IntlShape } from 'react-intl';
import { formatFileSize } from '../../components/FileSize';

/** One line of an audit entry's details as a reader sees it: a label and a value, or a change. */
export interface AuditDetailLine {
  key: string;
  label: string;
  value: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Fields that say what an entry is about. */
const SUBJECT_KEYS = ['email', 'name', 'title', 'documentTitle', 'file', 'url'];
/** A value before and after: one change, or the fields that changed between two states. */
const CHANGE_PAIRS: Array<[string, string]> = [
  ['from', 'to'],
  ['before', 'after'],
];

/** A time as the server records it (ISO 8601). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Row ids mean nothing to a reader: the CSV and the tooltip keep them. */
const isIdKey = (key: string) => key === 'id' || /Ids?$/.test(key) || key === 'signatureRequest' || key === 'stripeSessionId' || key === 'stripeCustomerId';

/**
 * What an audit entry recorded, worded in the reader's language: each field under its name, a
 * `from`/`to` pair as one change, `before`/`after` states as the fields that changed. Names and
 * values the catalogue does not word (a newer server's) show as they were recorded.
 */
export function auditDetailLines(details: unknown, intl: IntlShape): AuditDetailLine[] {
  if (!isObject(details)) return details == null ? [] : [{ key: 'value', label: '', value: JSON.stringify(details) }];
  const label = (key: string) => auditText(intl, `audit.fields.${key}`, key);
  const format = (value: Json | undefined): string => {
    if (value === null || value === undefined) return '—';
    if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'audit.values.yes' : 'audit.values.no' });
    if (typeof value === 'number') return intl.formatNumber(value);
    if (typeof value === 'string') {
      if (ISO_TIME.test(value)) return intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
      return auditText(intl, `audit.values.${value}`, value);
    }
    if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(format).join(', ');
    return Object.entries(value)
      .map(([key, inner]) => intl.formatMessage({ id: 'audit.detail' }, { label: label(key), value: format(inner) }))
      .join(', ');
  };
  /** A field whose name says how to read it: a size, an audit area. */
  const formatField = (key: string, value: Json) => {
    if (key === 'sizeBytes' && typeof value === 'number') return formatFileSize(intl, value);
    if (key === 'area' && typeof value === 'string') return auditText(intl, `audit.areas.${value.toUpperCase()}`, value);
    return format(value);
  };
  const change = (before: Json | undefined, after: Json | undefined) => `${format(before)} → ${format(after)}`;
  // PostgreSQL keeps a JSON object's keys in an order of its own: what the entry is about comes
  // first, then what changed, then the other fields.
  const lines: AuditDetailLine[] = [];
  for (const key of SUBJECT_KEYS) {
    if (details[key] !== undefined && details[key] !== null) lines.push({ key, label: label(key), value: format(details[key]) });
  }
  for (const [was, is] of CHANGE_PAIRS) {
    if (!(was in details) || !(is in details)) continue;
    const before = details[was];
    const after = details[is];
    if (isObject(before) && isObject(after)) {
      // Two states: the fields whose value changed.
      for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (JSON.stringify(before[field]) !== JSON.stringify(after[field]))
          lines.push({ key: field, label: label(field), value: change(before[field], after[field]) });
      }
    } else if (was === 'from' && [before, after].every((end) => end === null || (typeof end === 'string' && ISO_TIME.test(end)))) {
      // A period (what an export covered), not a change.
      lines.push({ key: 'period', label: label('period'), value: change(before, after) });
    } else {
      lines.push({ key: 'change', label: label('change'), value: change(before, after) });
    }
  }
  const paired = new Set(CHANGE_PAIRS.filter(([was, is]) => was in details && is in details).flat());
  for (const [key, value] of Object.entries(details)) {
    if (SUBJECT_KEYS.includes(key) || paired.has(key) || isIdKey(key) || value === null) continue;
    lines.push({ key, label: label(key), value: formatField(key, value) });
  }
  return lines;
}

/** The kind of thing an entry acted on, in the reader's language. */
export function auditEntityLabel(entityType: string, intl: IntlShape): string {
  return auditText(intl, `audit.entities.${entityType}`, entityType);
}

/**
 * The message `id` in the reader's language, or `recorded` as the server wrote it when this version
 * of the app has no text for it (a newer server's action, field or value).
 */
export function auditText(intl: IntlShape, id: string, recorded: string): string {
  return id in intl.messages ? intl.formatMessage({ id }) : recorded;
}
