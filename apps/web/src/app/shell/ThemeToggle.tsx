import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useColorMode } from '../theme/ColorModeContext';

export function ThemeToggle({ sx, testId = 'theme-toggle' }: { sx?: SxProps<Theme>; testId?: string }) {
  const { mode, toggle } = useColorMode();
  const label = mode === 'light' ? 'Switch to dark mode' : 'Switch to light mode';
  return (
    <IconButton onClick={toggle} aria-label={label} title={label} data-testid={testId} sx={[{ flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {mode === 'light' ? <DarkModeOutlinedIcon /> : <LightModeOutlinedIcon />}
    </IconButton>
  );
}
