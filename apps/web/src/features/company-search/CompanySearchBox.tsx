import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCallback, useEffect, useState, type ChangeEvent, type ComponentProps, type ComponentType } from 'react';

type CompanySearchComponent = ComponentType<ComponentProps<typeof import('./CompanySearch').default>>;

let loaded: CompanySearchComponent | null = null;
let loading: Promise<CompanySearchComponent> | null = null;

function loadCompanySearch(): Promise<CompanySearchComponent> {
  loading ??= import('./CompanySearch').then((module) => {
    loaded = module.default;
    return module.default;
  });
  return loading;
}

interface Props {
  autoFocus?: boolean;
  onPicked?: () => void;
  sx?: SxProps<Theme>;
}

/**
 * The company search box of the top bar. Its autocomplete code loads the first time the box is
 * pointed at, touched or focused; until then (and while it loads) a plain input of the same look
 * stands in and hands over whatever was typed.
 */
export function CompanySearchBox({ autoFocus, onPicked, sx }: Props) {
  const [Search, setSearch] = useState<CompanySearchComponent | null>(() => loaded);
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(Boolean(autoFocus));

  const want = useCallback(() => {
    if (Search) return;
    loadCompanySearch().then(
      (component) => setSearch(() => component),
      (error: unknown) => {
        loading = null;
        console.warn('Company search could not be loaded', error);
      },
    );
  }, [Search]);

  // Opened already focused (the phone layout's expanding search): load right away.
  useEffect(() => {
    if (autoFocus) want();
  }, [autoFocus, want]);

  if (Search) return <Search initialInput={typed} autoFocus={focused || autoFocus} onPicked={onPicked} sx={sx} />;
  return (
    <SearchStandIn
      value={typed}
      autoFocus={autoFocus}
      sx={sx}
      onWant={want}
      onFocusChange={setFocused}
      onChange={(value) => {
        want();
        setTyped(value);
      }}
    />
  );
}

interface StandInProps {
  value: string;
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
  onWant: () => void;
  onFocusChange: (focused: boolean) => void;
  onChange: (value: string) => void;
}

function SearchStandIn({ value, autoFocus, sx, onWant, onFocusChange, onChange }: StandInProps) {
  return (
    <Box sx={[{ position: 'relative', display: 'flex', alignItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <SearchIcon
        fontSize="small"
        sx={{ position: 'absolute', left: 12, color: 'action.active', pointerEvents: 'none' }}
      />
      <Box
        component="input"
        type="text"
        value={value}
        autoFocus={autoFocus}
        placeholder="Search companies"
        aria-label="Search companies"
        autoComplete="off"
        data-testid="company-search"
        onPointerEnter={onWant}
        onTouchStart={onWant}
        onFocus={() => {
          onFocusChange(true);
          onWant();
        }}
        onBlur={() => onFocusChange(false)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={(theme) => ({
          width: '100%',
          height: 40,
          pl: '38px',
          pr: 1.5,
          font: 'inherit',
          fontSize: '1rem',
          color: 'text.primary',
          bgcolor: 'transparent',
          border: `1px solid ${theme.palette.mode === 'dark' ? 'rgba(255,255,255,0.23)' : 'rgba(0,0,0,0.23)'}`,
          borderRadius: `${theme.shape.borderRadius}px`,
          outline: 'none',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus': { borderColor: 'primary.main', boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}` },
          '&::placeholder': { color: 'text.secondary', opacity: 0.8 },
        })}
      />
    </Box>
  );
}
