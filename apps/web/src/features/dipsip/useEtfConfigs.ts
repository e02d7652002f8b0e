import { configFromRecord, type EtfConfig, type EtfConfigMap, hasAnySubscription, hasPendingChanges, savedFromWorking } from '@sanchay/core';
import { useCallback, useEffect, useState } from 'react';
import type { UserInstrument } from './api';

/** An empty map, the same object when it already is one. */
const keepEmpty = (current: EtfConfigMap): EtfConfigMap => (Object.keys(current).length === 0 ? current : {});

/**
 * Working and saved ETF configs keyed by instrument_token (spec 001 sections 3.1 and 4.1). Loaded
 * subscriptions go into both; a change of user (email) starts from a clean slate.
 */
export function useEtfConfigs(email: string | null, instruments: UserInstrument[] | undefined) {
  const [working, setWorking] = useState<EtfConfigMap>({});
  const [saved, setSaved] = useState<EtfConfigMap>({});

  useEffect(() => {
    if (email === null) {
      // Kept as they are when already empty: a new {} would draw the whole dashboard again as it first mounts.
      setWorking(keepEmpty);
      setSaved(keepEmpty);
    }
  }, [email]);

  useEffect(() => {
    if (!instruments) return;
    const loaded: EtfConfigMap = {};
    for (const record of instruments) loaded[record.instrumentToken] = configFromRecord(record);
    setSaved(loaded);
    setWorking({ ...loaded });
  }, [instruments]);

  const update = useCallback((token: number, config: EtfConfig) => {
    setWorking((current) => ({ ...current, [token]: config }));
  }, []);

  /** After a successful save: the saved copy is rebuilt from the subscribed working configs. */
  const markSaved = useCallback(() => setSaved(savedFromWorking(working)), [working]);

  /** After unsubscribe-all: every working config unsubscribed, saved entries removed. */
  const clearAll = useCallback(() => {
    setWorking((current) => Object.fromEntries(Object.entries(current).map(([t, c]) => [t, { ...c, subscribed: false }])));
    setSaved({});
  }, []);

  return {
    working,
    saved,
    update,
    markSaved,
    clearAll,
    pending: hasPendingChanges(working, saved),
    anySubscription: hasAnySubscription(working, saved),
  };
}
