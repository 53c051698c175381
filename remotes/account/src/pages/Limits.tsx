import { useParams } from 'react-router-dom';
import { LimitsManager } from '../features/limits/components/LimitsManager.tsx';
import { UnknownLimitType } from '../features/limits/components/UnknownLimitType.tsx';
import { AccountPage } from '../shared/components/AccountPage.tsx';
import { limitTypeFrom } from '../shared/model/limits.ts';

/** /responsible-gambling/limits/:type: the player's deposit, loss or wager limits. */
export default function Limits() {
  const type = limitTypeFrom(useParams().type);
  return <AccountPage titleKey="limits">{type ? <LimitsManager key={type} type={type} /> : <UnknownLimitType />}</AccountPage>;
}
