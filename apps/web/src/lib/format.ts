// One number and date style for the whole product: the functions live in packages/core/src/format.
export {
  formatCount,
  formatCrore,
  formatDate,
  formatDateTime,
  formatLevel,
  formatMarketCap,
  formatPercent,
  formatPeriod,
  formatPrice,
  formatRatio,
  formatScaled,
  formatValuedAt,
  isoDay,
  moneyUnit,
  parseDate,
  type MoneyUnit,
} from '@sanchay/core';
