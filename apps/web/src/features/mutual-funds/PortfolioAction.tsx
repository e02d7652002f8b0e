import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { loginPathFor } from '../auth';

interface Props {
  name: string;
  signedIn: boolean;
  inPortfolio: boolean;
  busy: boolean;
  onAdd: () => void;
}

/** The "add to my portfolio" button of a fund row. */
export function PortfolioAction({ name, signedIn, inPortfolio, busy, onAdd }: Props) {
  if (!signedIn) {
    return (
      <Tooltip title="Sign in to keep a portfolio">
        <IconButton size="small" component={RouterLink} to={loginPathFor('/mutualfunds')} aria-label={`Sign in to add ${name} to my portfolio`}>
          <AddCircleOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  }
  if (inPortfolio) {
    return (
      <Tooltip title="In my portfolio">
        <CheckCircle fontSize="small" color="success" aria-label={`${name} is in my portfolio`} sx={{ verticalAlign: 'middle', mx: 0.625 }} />
      </Tooltip>
    );
  }
  return (
    <Tooltip title="Add to my portfolio">
      <span>
        <IconButton size="small" color="primary" disabled={busy} onClick={onAdd} aria-label={`Add ${name} to my portfolio`}>
          <AddCircleOutline fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
