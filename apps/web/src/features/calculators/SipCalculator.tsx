import { LUMP_SUM_FIELDS, SIP_FIELDS, lumpSumFutureValue, sipFutureValue } from '@sanchay/core';
import { GrowthCalculator } from './GrowthCalculator';

export function SipCalculator() {
  return (
    <GrowthCalculator
      fields={SIP_FIELDS}
      initial={{ monthlyAmount: '10000', annualReturn: '12', years: '10' }}
      compute={(v) => sipFutureValue(v.monthlyAmount, v.annualReturn, v.years)}
      investedLabel="Total invested"
      note="Instalments are paid at the start of each month (annuity due) and compound monthly at the annual rate / 12."
    />
  );
}

export function LumpSumCalculator() {
  return (
    <GrowthCalculator
      fields={LUMP_SUM_FIELDS}
      initial={{ amount: '100000', annualReturn: '12', years: '10' }}
      compute={(v) => lumpSumFutureValue(v.amount, v.annualReturn, v.years)}
      investedLabel="Amount invested"
      note="One investment today, compounded once a year at the expected return."
    />
  );
}
