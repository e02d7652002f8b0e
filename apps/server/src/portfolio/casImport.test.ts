import type { PortfolioImportPreview, PortfolioSummary } from '@sanchay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutualFundSchemes } from '../market/schema/index';
import { type CasStatement, casStatementPdf } from '../../test/factories/casStatementPdf';
import { uniqueIsin } from '../../test/factories/portfolioFiles';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../../test/support';

let t: TestApp;
let meera: SignedIn;
let kabir: SignedIn;
const PAN = 'ABCDE1234F';
const flexi = uniqueIsin('INF');
const liquid = uniqueIsin('INF');
const unlisted = uniqueIsin('INF');
const amfiCode = 900_000 + Math.floor(Math.random() * 99_999);

const auth = (who: SignedIn) => ({ authorization: `Bearer ${who.token}` });
const post = (who: SignedIn, url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: auth(who), payload: payload as object });
const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: auth(who) });

beforeAll(async () => {
  t = await createTestApp();
  await t.services.database.db.insert(mutualFundSchemes).values([
    { schemeCode: amfiCode, name: 'Test Flexi Cap Fund - Direct Plan - Growth', category: 'Equity Scheme - Flexi Cap Fund', isinGrowth: flexi, nav: 80, navDate: '2024-11-29', source: 'test' },
    { schemeCode: amfiCode + 1, name: 'Test Liquid Fund - Direct Plan - Growth', category: 'Debt Scheme - Liquid Fund', isinGrowth: liquid, nav: 2000, navDate: '2024-11-29', source: 'test' },
  ]);
  meera = await signIn(t.app, undefined, 'Meera');
  kabir = await signIn(t.app, undefined, 'Kabir');
});
afterAll(() => t.close());

/** Two fund houses, a SIP with stamp duty, a redemption with STT, a switch, an IDCW paid out, and a page break. */
const statement = (extra: Partial<CasStatement> = {}): CasStatement => ({
  pan: PAN,
  from: '01-Jan-2023',
  to: '29-Nov-2024',
  rowsPerPage: 6,
  schemes: [
    {
      amc: 'Test Mutual Fund',
      folio: '12345678 / 0',
      heading: `TF01ZG-Test Flexi Cap Fund - Direct Plan Growth - ISIN: ${flexi}(Advisor: DIRECT)`,
      opening: '0.000',
      closing: '205.000',
      nav: '80.0000',
      rows: [
        { date: '10-Jan-2023', description: 'Purchase - via Internet', amount: '10,000.00', units: '200.000', nav: '50.0000', balance: '200.000' },
        { date: '10-Jan-2023', description: '*** Stamp Duty ***', amount: '0.50' },
        { date: '10-Feb-2023', description: 'SIP Purchase - Instalment 1/12', amount: '5,000.00', units: '100.000', nav: '50.0000', balance: '300.000' },
        { date: '10-Feb-2023', description: '*** Stamp Duty ***', amount: '0.25' },
        { date: '15-Mar-2024', description: 'IDCW Paid @ Rs.1.50 per unit', amount: '450.00' },
        { date: '02-Aug-2024', description: 'Redemption', amount: '(6,000.00)', units: '(80.000)', nav: '75.0000', balance: '220.000' },
        { date: '02-Aug-2024', description: '*** STT Paid ***', amount: '0.06' },
        { date: '05-Sep-2024', description: 'Switch-Out - To Test Liquid Fund', amount: '(1,200.00)', units: '(15.000)', nav: '80.0000', balance: '205.000' },
      ],
    },
    {
      amc: 'Test Mutual Fund',
      folio: '12345678 / 0',
      heading: `TF09DG-Test Liquid Fund - Direct Plan Growth - ISIN: ${liquid}(Advisor: DIRECT)`,
      opening: '0.000',
      closing: '0.600',
      rows: [{ date: '05-Sep-2024', description: 'Switch-In - From Test Flexi Cap Fund', amount: '1,200.00', units: '0.600', nav: '2,000.0000', balance: '0.600' }],
    },
    {
      amc: 'Other Mutual Fund',
      folio: '998877',
      heading: 'OM12-Other Small Cap Fund - Regular Growth (Advisor: ARN-0001)',
      registrar: 'KFINTECH',
      opening: '0.000',
      closing: '10.000',
      rows: [{ date: '01-Apr-2024', description: 'Systematic Investment Purchase', amount: '1,000.00', units: '10.000', nav: '100.0000', balance: '10.000' }],
    },
  ],
  ...extra,
});

const pdf = async (s: CasStatement = statement(), password: string | null = PAN) => (await casStatementPdf(s, password)).toString('base64');

describe('import of a CAMS / KFintech statement PDF', () => {
  it('says so when the password is wrong or missing, and when the PDF is no statement', async () => {
    const content = await pdf();
    const wrong = await post(meera, '/api/portfolio/import/preview', { content, password: 'ZZZZZ9999Z' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'wrong_password' });
    expect(wrong.json().message).toMatch(/password does not open this statement.*PAN/);
    const missing = await post(meera, '/api/portfolio/import/preview', { content });
    expect(missing.json()).toMatchObject({ error: 'password_required' });
    const other = await post(meera, '/api/portfolio/import/preview', { content: (await casStatementPdf({ ...statement(), schemes: [] }, null)).toString('base64') });
    expect((other.json() as PortfolioImportPreview).errors).toEqual([expect.objectContaining({ field: 'statement' })]);
  });

  it('previews every purchase, SIP, switch and redemption at its NAV, with stamp duty and STT as charges, writing nothing', async () => {
    const response = await post(meera, '/api/portfolio/import/preview', { content: await pdf(), password: PAN });
    expect(response.statusCode).toBe(200);
    const preview = response.json() as PortfolioImportPreview;
    expect(preview.format).toBe('cas_pdf');
    expect(preview.errors).toEqual([]);
    expect(preview.rows.map((r) => [r.date, r.isin, r.side, r.quantity, r.price, r.charges])).toEqual([
      ['2023-01-10', flexi, 'buy', 200, 50, 0.5],
      ['2023-02-10', flexi, 'buy', 100, 50, 0.25],
      ['2024-08-02', flexi, 'sell', 80, 75, 0.06],
      ['2024-09-05', flexi, 'sell', 15, 80, 0],
      ['2024-09-05', liquid, 'buy', 0.6, 2000, 0],
    ]);
    expect(preview.rows[0]!.name).toBe('Test Flexi Cap Fund - Direct Plan - Growth');
    // The scheme without an ISIN is listed to map, never guessed; the IDCW paid out is said, not recorded.
    expect(preview.unknown).toEqual([{ key: 'OTHER SMALL CAP FUND - REGULAR GROWTH', rows: [expect.any(Number)] }]);
    expect(preview.warnings.map((w) => w.message).join('\n')).toMatch(/IDCW \(dividend\) of ₹450 paid on 2024-03-15 is income/);
    expect((await get(meera, '/api/portfolio/trades')).json().trades).toEqual([]);
    // Nothing is written while a scheme is unmapped.
    expect((await post(meera, '/api/portfolio/import', { content: await pdf(), password: PAN })).json()).toMatchObject({ error: 'import_has_unknown' });
  });

  it('imports once the scheme is mapped, names a fund no data knows, and the same statement again adds nothing', async () => {
    const mappings = { 'OTHER SMALL CAP FUND - REGULAR GROWTH': unlisted };
    expect((await post(meera, '/api/portfolio/import', { content: await pdf(), password: PAN, mappings })).json()).toEqual({ added: 6, skipped: 0 });
    expect((await post(meera, '/api/portfolio/import', { content: await pdf(), password: PAN, mappings })).json()).toEqual({ added: 0, skipped: 6 });
    const summary = (await get(meera, '/api/portfolio')).json() as PortfolioSummary;
    const held = Object.fromEntries(summary.holdings.map((h) => [h.isin, h]));
    expect(held[flexi]).toMatchObject({ quantity: 205, price: 80, priceDate: '2024-11-29', assetClass: 'equity_fund' });
    expect(held[liquid]).toMatchObject({ quantity: 0.6, assetClass: 'debt_fund' });
    expect(held[unlisted]).toMatchObject({ quantity: 10, price: null });
    const trades = (await get(meera, '/api/portfolio/trades')).json().trades as { isin: string; name: string }[];
    expect(trades.find((tr) => tr.isin === unlisted)?.name).toBe('Other Small Cap Fund - Regular Growth');
    // Kabir sees none of it.
    expect((await get(kabir, '/api/portfolio/trades')).json().trades).toEqual([]);
    expect(((await get(kabir, '/api/portfolio')).json() as PortfolioSummary).holdings).toEqual([]);
  });

  it('resolves a scheme by its AMFI code, warns of an opening balance and a closing balance that does not add up', async () => {
    const s = statement({
      schemes: [
        {
          amc: 'Test Mutual Fund',
          folio: '5550001',
          heading: `TF01ZG-Test Flexi Cap Fund - Direct Plan Growth AMFI Code: ${amfiCode}`,
          opening: '12.000',
          closing: '20.000',
          rows: [
            { date: '10-Jan-2024', description: 'Purchase', amount: '500.00', units: '10.000', nav: '50.0000', balance: '22.000' },
            { date: '11-Jan-2024', description: 'Purchase', amount: '50.00', units: '1.000', nav: '0', balance: '23.000' },
          ],
        },
      ],
    });
    const preview = (await post(kabir, '/api/portfolio/import/preview', { content: await pdf(s), password: PAN })).json() as PortfolioImportPreview;
    expect(preview.rows.map((r) => [r.isin, r.quantity])).toEqual([[flexi, 10]]);
    expect(preview.errors).toEqual([expect.objectContaining({ field: 'nav' })]);
    const warnings = preview.warnings.map((w) => w.message).join('\n');
    expect(warnings).toMatch(/opens with 12 units bought before this statement's period/);
    expect(warnings).toMatch(/closing balance is 20 units but the statement's transactions add up to 22/);
  });
});
