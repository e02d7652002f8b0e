/** What other features use of options; they import it from here, never from its files. */
export { FlashValue } from './FlashValue';
export { SimulatedChip } from './SimulatedChip';
export { derivativesKeys, useUnderlyings } from './api';
export { formatContracts, formatExpiry, formatSigned, formatSignedContracts } from './format';
