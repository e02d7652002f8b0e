import Box, { type BoxProps } from '@mui/material/Box';

/** Sanchay's logo mark: a rising line on an indigo-to-teal tile (same drawing as the favicon). */
export function BrandMark({ size = 32, sx, ...rest }: { size?: number } & BoxProps) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', width: size, height: size, flexShrink: 0, ...sx }} {...rest}>
      <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="sanchay-mark" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3949ab" />
            <stop offset="1" stopColor="#00897b" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill="url(#sanchay-mark)" />
        <path
          d="M14 44 L26 32 L34 38 L50 20"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="50" cy="20" r="4" fill="#fff" />
      </svg>
    </Box>
  );
}
