export * from './ist';
export * from './nseHolidays';
export * from './tradingCalendar';
export * from './marketStatus';
