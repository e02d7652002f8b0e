import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FOOTER_TEXT, PRODUCT_NAME } from '@sanchay/core';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { useAppConfig } from '../../features/config';

function Column({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" color="textSecondary" component="h2" sx={{ display: 'block', mb: 1 }}>
        {heading}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          '& > li': { fontSize: '0.875rem', lineHeight: 1.43 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

const linkSx = { color: 'text.primary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } } as const;

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Typography component={RouterLink} to={to} variant="body2" sx={linkSx}>
        {children}
      </Typography>
    </li>
  );
}

/** Footer: product description, the company, Legal (Terms, Privacy, Cookies), Contact and the copyright line. */
export function Footer() {
  const config = useAppConfig();
  const email = config.data?.contactEmail;
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        pt: { xs: 4, sm: 5 },
        pb: { xs: 12, sm: 5 },
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' } }}>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, maxWidth: 520 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
              <BrandMark size={28} />
              <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
                {PRODUCT_NAME}
              </Typography>
            </Box>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
              {FOOTER_TEXT.description}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {FOOTER_TEXT.company}
            </Typography>
          </Box>
          <Column heading={FOOTER_TEXT.legalHeading}>
            {FOOTER_TEXT.legalLinks.map((label) => (
              <FooterLink key={label} to={FOOTER_TEXT.legalPaths[label]}>
                {label}
              </FooterLink>
            ))}
          </Column>
          <Column heading="Company">
            <FooterLink to="/about">About</FooterLink>
            <FooterLink to="/pricing">Pricing</FooterLink>
            <FooterLink to="/privacy">Privacy</FooterLink>
            <FooterLink to="/contact">{FOOTER_TEXT.contact}</FooterLink>
          </Column>
        </Box>
        <Box sx={{ my: 3, borderTop: 1, borderColor: 'divider' }} />
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Typography variant="body2" color="textSecondary" data-testid="copyright">
            © {year} {PRODUCT_NAME}
          </Typography>
          {email && (
            <Typography variant="body2" color="textSecondary">
              Contact:{' '}
              <Box component="a" href={`mailto:${email}`} sx={{ ...linkSx, color: 'primary.main' }}>
                {email}
              </Box>
            </Typography>
          )}
        </Box>
      </Container>
    </Box>
  );
}
