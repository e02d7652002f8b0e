import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AppError } from '../../platform/errors';

/** One line of a PDF page as read: its cells left to right (text runs separated by a gap wider than a space). */
export interface PdfLine {
  page: number;
  /** 1-based across the whole document, the "row" an import error names. */
  line: number;
  cells: string[];
}

interface TextRun {
  str: string;
  x: number;
  y: number;
  width: number;
}

/** A gap wider than this (in PDF points) between two runs on a line starts a new cell. */
const CELL_GAP = 4;
/** Runs whose baselines are this close (points) are one line. */
const SAME_LINE = 2;

export const WRONG_PASSWORD = 'The password does not open this statement. A CAMS or KFintech statement opens with your PAN in capitals (like ABCDE1234F).';

function linesOfPage(runs: TextRun[]): string[][] {
  const sorted = runs.filter((r) => r.str.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: TextRun[][] = [];
  for (const run of sorted) {
    const last = lines.at(-1);
    if (last && Math.abs(last[0]!.y - run.y) <= SAME_LINE) last.push(run);
    else lines.push([run]);
  }
  return lines.map((line) => {
    const cells: string[] = [];
    let end = -Infinity;
    for (const run of line.sort((a, b) => a.x - b.x)) {
      if (cells.length > 0 && run.x - end <= CELL_GAP) cells[cells.length - 1] += run.str;
      else cells.push(run.str);
      end = run.x + run.width;
    }
    return cells.map((c) => c.replace(/\s+/g, ' ').trim()).filter((c) => c !== '');
  });
}

/**
 * The text of a PDF as lines of cells, opened with `password` (pdfjs-dist, which reads encrypted statements).
 * A missing or wrong password is a 400 that says so; a file that is not a PDF is a 400 too.
 */
export async function readPdfLines(bytes: Uint8Array, password: string | undefined): Promise<PdfLine[]> {
  let pdf: Awaited<ReturnType<typeof getDocument>['promise']>;
  try {
    // pdfjs takes a plain Uint8Array (not a Buffer) and keeps it: a copy.
    const data = new Uint8Array(bytes.byteLength);
    data.set(bytes);
    pdf = await getDocument({ data, password: password ?? '', isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') {
      const need = (error as { code?: number }).code === 1;
      throw new AppError(400, need ? 'password_required' : 'wrong_password', need ? `This statement is password-protected: enter the password. ${WRONG_PASSWORD.slice(WRONG_PASSWORD.indexOf('A CAMS'))}` : WRONG_PASSWORD);
    }
    throw new AppError(400, 'unreadable_pdf', 'The file could not be read as a PDF.');
  }
  try {
    const out: PdfLine[] = [];
    for (let p = 1; p <= pdf.numPages; p++) {
      const page = await pdf.getPage(p);
      const content = await page.getTextContent();
      const runs: TextRun[] = [];
      for (const item of content.items) {
        if ('str' in item) runs.push({ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width });
      }
      for (const cells of linesOfPage(runs)) if (cells.length > 0) out.push({ page: p, line: out.length + 1, cells });
      page.cleanup();
    }
    return out;
  } finally {
    await pdf.destroy();
  }
}
