import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@sanchay/core';
import { Page } from '../../components/Page';

const OFFERS = [
  {
    title: 'For investors',
    text: 'AI tools for general investors: a research assistant for capital markets, a dip-based investment plan for index ETFs and market screens that used to be reserved for professionals.',
  },
  {
    title: 'For enterprises',
    text: 'Self-hosted small-language-model and agent systems. They run inside your own infrastructure, so your internal data never goes to an external language model.',
  },
];

export default function AboutPage() {
  return (
    <Page title={`About ${PRODUCT_NAME}`}>
      <Typography sx={{ mb: 2, fontSize: '1.1rem', maxWidth: 760 }}>
        {PRODUCT_NAME} is built by a Bengaluru-based technology start-up. We want to give general investors the kind of
        AI tools that help them research with discipline and invest with patience.
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4, maxWidth: 760 }}>
        We also build for enterprises: self-hosted small-language-model and agent systems where internal data never goes
        to external language models.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {OFFERS.map((offer) => (
          <Card key={offer.title}>
            <CardContent sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                {offer.title}
              </Typography>
              <Typography color="textSecondary">{offer.text}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Page>
  );
}
