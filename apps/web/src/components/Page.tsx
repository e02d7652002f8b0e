import Container, { type ContainerProps } from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  children: ReactNode;
}

/** The frame of an ordinary content page: a container, an h1 and an optional lead paragraph. */
export function Page({ title, subtitle, maxWidth = 'md', children }: PageProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, sm: 5 } }}>
      {title && (
        <Typography
          component="h1"
          variant="h4"
          sx={{ mb: subtitle ? 1 : 3, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          {title}
        </Typography>
      )}
      {subtitle && (
        <Typography color="textSecondary" sx={{ mb: 3, maxWidth: 680 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Container>
  );
}
