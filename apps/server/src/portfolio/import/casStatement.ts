import { ISIN_PATTERN, type ImportRowError } from '@sanchay/core';
import { parseDate, parseNumber } from './csvTable';
import type { FileTrade, ParsedFile } from './formats';
import type { PdfLine } from './pdfText';

/**
 * A CAMS / KFintech consolidated account statement (the detailed CAS the registrars mail, password = PAN), read
 * from its text lines (pdfText.ts). The layout, per fund house:
 *
 *   PPFAS Mutual Fund
 *   Folio No: 12345678 / 0        PAN: ABCDE1234F        KYC: OK  PAN: OK
 *   PP001ZG-Parag Parikh Flexi Cap Fund - Direct Plan Growth - ISIN: INF879O01027(Advisor: DIRECT)   Registrar : CAMS
 *   Opening Unit Balance: 0.000
 *   Date          Transaction                Amount (INR)   Units       NAV (INR)   Unit Balance
 *   10-Jan-2023   Purchase - via Internet    10,000.00      199.990     50.0025     199.990
 *   10-Jan-2023   *** Stamp Duty ***         0.50
 *   10-Feb-2023   SIP Purchase - Instalment 1/12  5,000.00  ...
 *   02-Aug-2024   Redemption                 (5,500.00)     (80.000)    68.7500     ...
 *   15-Mar-2024   IDCW Reinvestment @ Rs.1.50 per unit   150.00   2.100   71.4286   ...
 *   Closing Unit Balance: 119.990   NAV on 29-Nov-2024: INR 80.12   Total Cost Value: ...   Market Value on ...
 *
 * Units in brackets are units out (redemption, switch-out). A line with only an amount is no trade: stamp duty
 * and STT are added to the charges of that day's trade of the scheme; an IDCW (dividend) paid out is income,
 * listed as a warning. Purchases, SIP instalments, switch-ins and reinvested IDCW are buys at the NAV; redemptions
 * and switch-outs are sells.
 */

const DATE = /^\d{2}-[A-Za-z]{3}-\d{4}$/;
const AMOUNT = /^\(?-?[\d,]*\.?\d+\)?$/;
const FOLIO = /Folio\s*No\s*:\s*([A-Za-z0-9]+(?:\s*\/\s*[A-Za-z0-9]+)?)/i;
const ISIN = /ISIN\s*:\s*(IN[A-Z0-9]{10})/i;
const AMFI = /AMFI\s*(?:Code)?\s*:\s*(\d{5,6})/i;
const OPENING = /Opening\s+Unit\s+Balance\s*:?\s*([(\d,.)-]+)/i;
const CLOSING = /Closing\s+Unit\s+Balance\s*:?\s*([(\d,.)-]+)/i;
const UNITS_TOLERANCE = 0.002;

export interface CasScheme {
  folio: string;
  name: string;
  isin: string | null;
  amfiCode: number | null;
}

export interface CasTrade extends FileTrade {
  scheme: CasScheme;
  amfiCode: number | null;
}

export interface ParsedCas extends ParsedFile {
  trades: CasTrade[];
  warnings: ImportRowError[];
  schemes: CasScheme[];
  /** From the statement's header (From To), when it has one. */
  period: { from: string; to: string } | null;
}

/** A CAS number: 1,234.5678, (80.000) for units out, or -80.000. */
function casNumber(text: string): number | null {
  const negative = /^\(.*\)$/.test(text) || text.startsWith('-');
  const value = parseNumber(text.replace(/[()-]/g, ''));
  return value === null ? null : negative ? -value : value;
}

/** The scheme of the header lines between a folio (or the last scheme's closing balance) and an opening balance. */
function schemeOf(folio: string, header: string[]): CasScheme {
  const text = header.join(' ');
  const isin = ISIN.exec(text)?.[1]?.toUpperCase() ?? null;
  const amfi = AMFI.exec(text)?.[1];
  const named = header.find((l) => ISIN.test(l) || /Registrar\s*:/i.test(l)) ?? header.find((l) => /^[A-Z0-9]+\s*-/.test(l)) ?? header.at(-1) ?? '';
  const name = named
    .replace(/Registrar\s*:.*$/i, '')
    .replace(/\(Advisor\s*:[^)]*\)/i, '')
    .replace(/\s*-?\s*ISIN\s*:.*$/i, '')
    .replace(/\(formerly[^)]*\)/i, '')
    .replace(/^[A-Z0-9]+\s*-\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { folio, name: name || 'Unnamed scheme', isin: isin && ISIN_PATTERN.test(isin) ? isin : null, amfiCode: amfi ? Number(amfi) : null };
}

/** What the key of a scheme without an ISIN is: its name as the statement has it, for the person to map. */
const keyOf = (scheme: CasScheme) => scheme.isin ?? scheme.name.toUpperCase().slice(0, 64);

export function isCasStatement(lines: readonly PdfLine[]): boolean {
  const head = lines.slice(0, 40).map((l) => l.cells.join(' ')).join(' ');
  return /consolidated\s+account\s+statement/i.test(head) || lines.some((l) => FOLIO.test(l.cells.join(' ')));
}

export function parseCasStatement(lines: readonly PdfLine[]): ParsedCas {
  const trades: CasTrade[] = [];
  const errors: ImportRowError[] = [];
  const warnings: ImportRowError[] = [];
  const schemes: CasScheme[] = [];
  const headText = lines.slice(0, 40).map((l) => l.cells.join(' ')).join(' ');
  const periodMatch = /(\d{2}-[A-Za-z]{3}-\d{4})\s+to\s+(\d{2}-[A-Za-z]{3}-\d{4})/i.exec(headText);
  const from = periodMatch ? parseDate(periodMatch[1]!) : null;
  const to = periodMatch ? parseDate(periodMatch[2]!) : null;

  let folio: string | null = null;
  let header: string[] = [];
  let scheme: { info: CasScheme; opening: number; units: number; trades: CasTrade[]; line: number } | null = null;

  const close = (line: PdfLine, closing: number | null) => {
    if (!scheme) return;
    const expected = scheme.opening + scheme.units;
    if (closing !== null && Math.abs(closing - expected) > UNITS_TOLERANCE) {
      warnings.push({ row: line.line, field: 'units', message: `${scheme.info.name}: the closing balance is ${closing} units but the statement's transactions add up to ${+expected.toFixed(4)} (page ${line.page})` });
    }
    scheme = null;
    header = [];
  };

  for (const line of lines) {
    const text = line.cells.join(' ');
    const folioMatch = FOLIO.exec(text);
    if (folioMatch) {
      if (scheme) close(line, null);
      folio = folioMatch[1]!.replace(/\s+/g, '');
      header = [];
      continue;
    }
    const opening = OPENING.exec(text);
    if (opening && folio) {
      const info = schemeOf(folio, header);
      schemes.push(info);
      const units = casNumber(opening[1]!) ?? 0;
      scheme = { info, opening: units, units: 0, trades: [], line: line.line };
      if (Math.abs(units) > UNITS_TOLERANCE) {
        warnings.push({ row: line.line, field: 'units', message: `${info.name} (folio ${folio}) opens with ${units} units bought before this statement's period: they are not imported. Import a statement from the first purchase to count them.` });
      }
      continue;
    }
    const closing = CLOSING.exec(text);
    if (closing) {
      close(line, casNumber(closing[1]!));
      continue;
    }
    if (!scheme) {
      if (folio) header.push(text);
      continue;
    }
    if (!DATE.test(line.cells[0] ?? '')) continue; // column headings, page headers, a description's second line

    const date = parseDate(line.cells[0]!);
    let numbers = 0;
    while (numbers < line.cells.length - 1 && AMOUNT.test(line.cells[line.cells.length - 1 - numbers]!)) numbers++;
    const description = line.cells.slice(1, line.cells.length - numbers).join(' ');
    const values = line.cells.slice(line.cells.length - numbers).map(casNumber);
    const where = `page ${line.page}`;
    if (!date) {
      errors.push({ row: line.line, field: 'date', message: `"${line.cells[0]}" is not a date (${where})` });
      continue;
    }
    const lower = description.toLowerCase();
    if (numbers === 1) {
      const amount = Math.abs(values[0] ?? 0);
      const sameDay = scheme.trades.filter((t) => t.date === date);
      if (/stamp\s*duty/.test(lower) || /\bstt\b/.test(lower)) {
        const side = /stamp/.test(lower) ? 'buy' : 'sell';
        const target = sameDay.filter((t) => t.side === side).at(-1);
        if (target) target.charges = +(target.charges + amount).toFixed(2);
        else warnings.push({ row: line.line, field: 'charges', message: `${description} of ₹${amount} on ${date} has no ${side === 'buy' ? 'purchase' : 'redemption'} that day: not counted (${where})` });
      } else if (/idcw|dividend/.test(lower)) {
        warnings.push({ row: line.line, field: 'amount', message: `${scheme.info.name}: IDCW (dividend) of ₹${amount} paid on ${date} is income, not a trade: not recorded (${where})` });
      } else {
        warnings.push({ row: line.line, field: 'transaction', message: `"${description}" on ${date} moves no units: not a trade (${where})` });
      }
      continue;
    }
    if (numbers < 4) {
      errors.push({ row: line.line, field: 'units', message: `"${text}" does not have the amount, units, NAV and balance columns (${where})` });
      continue;
    }
    const [amount, units, nav] = values.slice(-4);
    if (/segregat/.test(lower)) {
      warnings.push({ row: line.line, field: 'transaction', message: `${description} on ${date}: units of a segregated portfolio are not imported (${where})` });
      continue;
    }
    if (units === null || units === undefined || units === 0) {
      errors.push({ row: line.line, field: 'units', message: `the units "${line.cells.at(-3)}" are not a number other than 0 (${where})` });
      continue;
    }
    if (!nav || nav <= 0) {
      errors.push({ row: line.line, field: 'nav', message: `the NAV "${line.cells.at(-2)}" is not a price above 0 (${where})` });
      continue;
    }
    if (amount === null || amount === undefined) {
      errors.push({ row: line.line, field: 'amount', message: `the amount "${line.cells.at(-4)}" is not a number (${where})` });
      continue;
    }
    scheme.units += units;
    const trade: CasTrade = {
      row: line.line,
      date,
      key: keyOf(scheme.info),
      isin: scheme.info.isin,
      symbol: null,
      side: units > 0 ? 'buy' : 'sell',
      quantity: Math.abs(units),
      price: nav,
      charges: 0,
      externalId: null,
      scheme: scheme.info,
      name: scheme.info.name,
      amfiCode: scheme.info.amfiCode,
    };
    scheme.trades.push(trade);
    trades.push(trade);
  }
  if (schemes.length === 0) errors.push({ row: 1, field: 'statement', message: 'No folio with an opening unit balance was found: this does not read as a CAMS or KFintech detailed statement.' });
  return { trades, errors, warnings, schemes, period: from && to ? { from, to } : null };
}
