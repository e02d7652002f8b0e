/**
 * CAMS / KFintech consolidated account statements in their layout (apps/server/src/portfolio/import/casStatement.ts),
 * written as PDFs with pdfkit and encrypted with the PAN as the password, as the registrars send them.
 * Not imported by application code.
 */
import PDFDocument from 'pdfkit';

export interface CasTransactionRow {
  date: string; // DD-Mon-YYYY as the statement prints it
  description: string;
  amount: string;
  units?: string;
  nav?: string;
  balance?: string;
}

export interface CasSchemeBlock {
  amc: string;
  folio: string;
  /** e.g. `PP001ZG-Parag Parikh Flexi Cap Fund - Direct Plan Growth - ISIN: INF879O01027(Advisor: DIRECT)`. */
  heading: string;
  registrar?: 'CAMS' | 'KFINTECH';
  opening: string;
  closing: string;
  nav?: string;
  rows: CasTransactionRow[];
}

export interface CasStatement {
  pan: string;
  from: string;
  to: string;
  schemes: CasSchemeBlock[];
  /** Rows per page before a page break (page headers repeat), to test statements over several pages. */
  rowsPerPage?: number;
}

const COLUMNS = [36, 100, 330, 400, 470, 530];

/** The statement as an encrypted PDF (user password = PAN). */
export async function casStatementPdf(statement: CasStatement, password: string | null = statement.pan): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 30, ...(password ? { userPassword: password, ownerPassword: `${password}-owner`, pdfVersion: '1.7' as const } : {}) });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  let y = 40;
  let onPage = 0;
  const at = (text: string, x: number, size = 7) => doc.fontSize(size).text(text, x, y, { lineBreak: false });
  const next = (gap = 12) => {
    y += gap;
  };
  const pageHeader = () => {
    at('Consolidated Account Statement', 36, 10);
    next(14);
    at(`${statement.from} To ${statement.to}`, 36);
    next();
    at('Email Id: investor@example.com', 36);
    at(`PAN: ${statement.pan}`, 330);
    next(16);
  };
  pageHeader();
  for (const s of statement.schemes) {
    at(s.amc, 36, 8);
    next();
    at(`Folio No: ${s.folio}`, 36);
    at(`PAN: ${statement.pan}`, 200);
    at('KYC: OK  PAN: OK', 330);
    next();
    at(s.heading, 36);
    at(`Registrar : ${s.registrar ?? 'CAMS'}`, 480);
    next();
    at('Nominee 1: A Person', 36);
    next();
    at(`Opening Unit Balance: ${s.opening}`, 36);
    next();
    ['Date', 'Transaction', 'Amount (INR)', 'Units', 'NAV (INR)', 'Unit Balance'].forEach((h, i) => at(h, COLUMNS[i]!));
    next();
    for (const r of s.rows) {
      if (statement.rowsPerPage && onPage >= statement.rowsPerPage) {
        doc.addPage();
        y = 40;
        onPage = 0;
        pageHeader();
        ['Date', 'Transaction', 'Amount (INR)', 'Units', 'NAV (INR)', 'Unit Balance'].forEach((h, i) => at(h, COLUMNS[i]!));
        next();
      }
      [r.date, r.description, r.amount, r.units, r.nav, r.balance].forEach((cell, i) => cell !== undefined && at(cell, COLUMNS[i]!));
      next(10);
      onPage++;
    }
    at(`Closing Unit Balance: ${s.closing}`, 36);
    if (s.nav) at(`NAV on ${statement.to}: INR ${s.nav}`, 200);
    at('Total Cost Value: 0.00', 330);
    next(20);
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
