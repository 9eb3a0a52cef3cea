/** One cell of a CSV file: always quoted; text that a spreadsheet would run as a formula is defused. */
export const csvCell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export const csvRow = (cells: ReadonlyArray<string | number | null | undefined>) => `${cells.map(csvCell).join(',')}\n`;
