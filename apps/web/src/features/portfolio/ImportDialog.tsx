import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PORTFOLIO_IMPORT_MAX_BYTES, type PortfolioImportPreview } from '@sanchay/core';
import { useState } from 'react';
import { useConfirmImport, usePreviewImport } from './api';
import { rupees } from './figures';

interface Props {
  open: boolean;
  onClose: (message?: string) => void;
}

const PREVIEW_ROWS = 20;
const FORMAT_LABEL = { zerodha_tradebook: 'Zerodha tradebook', zerodha_holdings: 'Zerodha holdings', generic: 'Generic CSV', cas_pdf: 'CAMS / KFintech statement' } as const;

/** A file's bytes as base64 (a statement PDF travels in the JSON body so). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
const errorText = (error: unknown) => (error instanceof Error ? error.message : 'The import failed. Try again.');

/**
 * Import a Zerodha Console tradebook, a holdings export, the generic CSV or a CAMS / KFintech statement PDF
 * (opened with the PAN as its password): a preview first (what will be
 * added, errors by row and field, unknown symbols to map), and nothing is written until "Import".
 */
export function ImportDialog({ open, onClose }: Props) {
  const [fileName, setFileName] = useState('');
  const [content, setContent] = useState('');
  const [holdingsDate, setHoldingsDate] = useState('');
  const [isPdf, setIsPdf] = useState(false);
  const [password, setPassword] = useState('');
  const [mappings, setMappings] = useState<Record<string, string>>({});
  const preview = usePreviewImport();
  const confirm = useConfirmImport();
  const body = {
    content,
    mappings: Object.fromEntries(Object.entries(mappings).filter(([, isin]) => isin.trim() !== '')),
    ...(holdingsDate ? { holdingsDate } : {}),
    ...(isPdf ? { password: password.trim().toUpperCase() } : {}),
  };
  const result: PortfolioImportPreview | undefined = preview.data;
  const needsDate = preview.error instanceof Error && preview.error.message.includes('holdingsDate');

  const reset = () => {
    setFileName('');
    setContent('');
    setHoldingsDate('');
    setIsPdf(false);
    setPassword('');
    setMappings({});
    preview.reset();
    confirm.reset();
  };
  const close = (message?: string) => {
    reset();
    onClose(message);
  };

  async function pick(file: File | undefined) {
    if (!file) return;
    preview.reset();
    setMappings({});
    if (file.size > PORTFOLIO_IMPORT_MAX_BYTES) {
      setFileName(`${file.name}: larger than 8 MB`);
      setContent('');
      return;
    }
    setFileName(file.name);
    const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
    setIsPdf(pdf);
    const text = pdf ? await base64Of(file) : await file.text();
    setContent(text);
    // A statement needs its password first; a CSV is previewed at once.
    if (!pdf) preview.mutate({ content: text });
  }

  const blocked = !result || result.errors.length > 0 || result.unknown.some((u) => !mappings[u.key]) || result.toAdd === 0;
  return (
    <Dialog open={open} onClose={() => close()} fullWidth maxWidth="md" aria-labelledby="portfolio-import-title">
      <DialogTitle id="portfolio-import-title">Import trades or holdings</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="textSecondary">
          A Zerodha Console tradebook (Reports › Tradebook › CSV), a Zerodha holdings export, a CSV with the columns date, isin or symbol, side, quantity, price,
          charges, or a CAMS / KFintech consolidated account statement (PDF, detailed). Nothing is saved until you press Import; importing the same file again adds
          nothing.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label">
            Choose file
            <input hidden type="file" accept=".csv,text/csv,.pdf,application/pdf" data-testid="portfolio-import-file" onChange={(e) => void pick(e.target.files?.[0])} />
          </Button>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{fileName || 'No file chosen'}</Typography>
        </Box>
        {isPdf && content && (
          <Box
            component="form"
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
            onSubmit={(e) => {
              e.preventDefault();
              preview.mutate(body);
            }}
          >
            <TextField
              label="Statement password"
              type="password"
              size="small"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              helperText="Your PAN in capitals, as the statement was sent. It opens the file here and is not kept."
              slotProps={{ htmlInput: { 'data-testid': 'portfolio-import-password', autoComplete: 'off' } }}
            />
            <Button type="submit" variant="outlined" disabled={!password.trim() || preview.isPending}>
              Open statement
            </Button>
          </Box>
        )}
        {(needsDate || holdingsDate) && (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              label="Holdings bought on"
              type="date"
              size="small"
              value={holdingsDate}
              onChange={(e) => setHoldingsDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              helperText="A holdings export has no trade dates: the day its shares count as bought (for XIRR and tax)."
            />
            <Button variant="outlined" disabled={!holdingsDate || preview.isPending} onClick={() => preview.mutate(body)}>
              Preview
            </Button>
          </Box>
        )}
        {preview.isPending && <Typography>Reading the file…</Typography>}
        {preview.error && !needsDate && <Alert severity="error">{errorText(preview.error)}</Alert>}
        {result && <PreviewSummary preview={result} />}
        {result && result.unknown.length > 0 && (
          <Box>
            <Typography variant="subtitle2" gutterBottom>
              Not found: give the ISIN of each (Sanchay never guesses)
            </Typography>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {result.unknown.map((u) => (
                <TextField
                  key={u.key}
                  size="small"
                  label={`${u.key} (row${u.rows.length === 1 ? '' : 's'} ${u.rows.slice(0, 5).join(', ')}${u.rows.length > 5 ? '…' : ''})`}
                  placeholder="INE009A01021"
                  value={mappings[u.key] ?? ''}
                  onChange={(e) => setMappings({ ...mappings, [u.key]: e.target.value.toUpperCase() })}
                />
              ))}
            </Box>
            <Button sx={{ mt: 1 }} variant="outlined" disabled={preview.isPending} onClick={() => preview.mutate(body)}>
              Check the mapping
            </Button>
          </Box>
        )}
        {confirm.error && <Alert severity="error">{errorText(confirm.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>Cancel</Button>
        <Button
          variant="contained"
          disabled={blocked || confirm.isPending}
          onClick={() => confirm.mutate(body, { onSuccess: (r) => close(`Imported ${r.added} trade${r.added === 1 ? '' : 's'}${r.skipped ? `; ${r.skipped} already there` : ''}.`) })}
        >
          {result ? `Import ${result.toAdd} trade${result.toAdd === 1 ? '' : 's'}` : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PreviewSummary({ preview }: { preview: PortfolioImportPreview }) {
  const shown = preview.rows.filter((r) => !r.duplicate).slice(0, PREVIEW_ROWS);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="portfolio-import-preview">
      <Alert severity={preview.errors.length > 0 ? 'error' : 'info'}>
        {preview.toAdd} trade{preview.toAdd === 1 ? '' : 's'} to add
        {preview.duplicates > 0 ? `, ${preview.duplicates} already imported` : ''}
        {preview.errors.length > 0 ? `, ${preview.errors.length} row error${preview.errors.length === 1 ? '' : 's'} to fix first` : ''} ·{' '}
        {FORMAT_LABEL[preview.format]}
      </Alert>
      {preview.errors.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 160, overflow: 'auto' }} aria-label="Row errors">
          {preview.errors.slice(0, 50).map((e) => (
            <li key={`${e.row}-${e.field}`}>
              <Typography variant="body2">
                Row {e.row}, {e.field}: {e.message}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {preview.warnings.length > 0 && (
        <Alert severity="warning">
          {preview.warnings.slice(0, 5).map((w) => (
            <div key={`${w.row}-${w.field}-${w.message}`}>
              Row {w.row}: {w.message}
            </div>
          ))}
          {preview.warnings.length > 5 ? `and ${preview.warnings.length - 5} more` : ''}
        </Alert>
      )}
      {shown.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: 14, '& td, & th': { px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', textAlign: 'left', whiteSpace: 'nowrap' } }}>
            <thead>
              <tr>
                <th>Row</th>
                <th>Date</th>
                <th>Security</th>
                <th>Side</th>
                <th>Qty</th>
                <th>Price</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <tr key={r.row}>
                  <td>{r.row}</td>
                  <td>{r.date}</td>
                  <td>{r.name}</td>
                  <td>{r.side}</td>
                  <td>{r.quantity}</td>
                  <td>{rupees(r.price, 2)}</td>
                </tr>
              ))}
            </tbody>
          </Box>
          {preview.toAdd > shown.length && (
            <Typography variant="caption" color="textSecondary">
              and {preview.toAdd - shown.length} more
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
