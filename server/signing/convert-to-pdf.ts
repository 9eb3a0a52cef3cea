import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AppError } from '../errors';

export interface ConverterSettings {
  /** The LibreOffice program (`soffice`, found on PATH, unless a path is configured). */
  command: string;
  timeoutMs: number;
}

/**
 * A DOC or DOCX converted to PDF by LibreOffice, its layout, headings, lists and tables kept; null
 * when LibreOffice is not installed. Each conversion has its own temporary folder and LibreOffice
 * profile (concurrent conversions never share one), runs without a shell, and is killed with its
 * children past the time limit. A file LibreOffice cannot convert, or a conversion that takes too
 * long, is CONVERSION_FAILED; the folder is removed in every case.
 */
export async function convertWithLibreOffice(bytes: Uint8Array, extension: 'doc' | 'docx', settings: ConverterSettings): Promise<Buffer | null> {
  const folder = await mkdtemp(join(tmpdir(), 'paraphe-convert-'));
  try {
    const input = join(folder, `document.${extension}`);
    await writeFile(input, bytes);
    const args = [
      '--headless',
      '--norestore',
      '--nolockcheck',
      `-env:UserInstallation=${pathToFileURL(join(folder, 'profile')).href}`,
      '--convert-to',
      'pdf',
      '--outdir',
      join(folder, 'out'),
      input,
    ];
    const outcome = await run(settings.command, args, settings.timeoutMs);
    if (outcome === 'absent') return null;
    if (outcome === 'timeout')
      throw new AppError('CONVERSION_FAILED', `The document could not be converted to PDF within ${settings.timeoutMs} ms`, { timedOut: true });
    const pdf = await readFile(join(folder, 'out', 'document.pdf')).catch(() => null);
    if (!pdf || !pdf.subarray(0, 8).toString('latin1').startsWith('%PDF-'))
      throw new AppError('CONVERSION_FAILED', 'The document could not be converted to PDF', { timedOut: false });
    return pdf;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Runs the converter in its own process group, so that a time-out kills LibreOffice's child process too. */
function run(command: string, args: string[], timeoutMs: number): Promise<'done' | 'absent' | 'timeout'> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(error.code === 'ENOENT' ? 'absent' : 'done');
    });
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(timedOut ? 'timeout' : 'done');
    });
  });
}
