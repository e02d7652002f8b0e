import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Page } from '../../components/Page';
import { useAppConfig } from '../config';

/** Shows only the admin contact address (spec 000 section 1). */
export default function ContactPage() {
  const config = useAppConfig();
  const email = config.data?.contactEmail;
  return (
    <Page title="Contact">
      <Card sx={{ maxWidth: 600 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'flex', gap: 2, alignItems: 'center' }}>
          <Box
            sx={{
              width: 48,
              height: 48,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.hover',
              color: 'primary.main',
              flexShrink: 0,
            }}
          >
            <EmailOutlinedIcon />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="textSecondary">
              Email
            </Typography>
            {email ? (
              <Link
                href={`mailto:${email}`}
                variant="h6"
                underline="hover"
                data-testid="contact-email"
                sx={{ wordBreak: 'break-all' }}
              >
                {email}
              </Link>
            ) : config.isError ? (
              <Typography color="textSecondary">The contact address could not be loaded.</Typography>
            ) : (
              <Skeleton width={220} height={32} />
            )}
          </Box>
        </CardContent>
      </Card>
    </Page>
  );
}
