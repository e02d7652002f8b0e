import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import CandlestickChartOutlinedIcon from '@mui/icons-material/CandlestickChartOutlined';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import InsightsIcon from '@mui/icons-material/Insights';
import PieChartOutlinedIcon from '@mui/icons-material/PieChartOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import SensorsIcon from '@mui/icons-material/Sensors';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import StackedLineChartIcon from '@mui/icons-material/StackedLineChart';
import TimelineIcon from '@mui/icons-material/Timeline';
import TuneIcon from '@mui/icons-material/Tune';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import DataObjectIcon from '@mui/icons-material/DataObject';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PercentIcon from '@mui/icons-material/Percent';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import TranslateIcon from '@mui/icons-material/Translate';
import WaterfallChartIcon from '@mui/icons-material/WaterfallChart';
import type { ReactElement } from 'react';

/** An icon per MAIN_MENU and PRODUCT_MENU path. */
export const MENU_ICONS: Readonly<Record<string, ReactElement>> = {
  '/': <HomeOutlinedIcon />,
  '/assistant': <SmartToyOutlinedIcon />,
  '/dipsip': <SavingsOutlinedIcon />,
  '/shareholding': <PieChartOutlinedIcon />,
  '/etfList': <AccountBalanceOutlinedIcon />,
  '/indexes': <ShowChartIcon />,
  '/futures': <TimelineIcon />,
  '/options': <CandlestickChartOutlinedIcon />,
  '/tradingagent': <AutoGraphIcon />,
  '/tradingagent/indicators': <InsightsIcon />,
  '/tradingagent/strategies': <TuneIcon />,
  '/livemarkets': <SensorsIcon />,
  '/feedback': <FeedbackOutlinedIcon />,
  '/stocks': <FilterAltOutlinedIcon />,
  '/mutualfunds': <WaterfallChartIcon />,
  '/quotes': <RequestQuoteOutlinedIcon />,
  '/watchlist': <StarBorderIcon />,
  '/alerts': <NotificationsActiveOutlinedIcon />,
  '/tools': <BuildOutlinedIcon />,
  '/utils': <CalculateOutlinedIcon />,
  '/riskProfile': <ShieldOutlinedIcon />,
  '/arrayview': <DataObjectIcon />,
  '/principles': <MenuBookOutlinedIcon />,
  '/vocab': <TranslateIcon />,
  '/fields': <FormatListBulletedIcon />,
  '/pricing': <PercentIcon />,
};

export const FALLBACK_MENU_ICON = <StackedLineChartIcon />;
