export { api, apiBaseUrl, post, postForm, API_TIMEOUT_MS } from './client.ts';
export type { CallContext, FormPostOptions, PostOptions } from './client.ts';
export type { UploadProgress } from './upload.ts';
export { ApiError, SCREEN_HANDLED_REASONS } from './errors.ts';
export { errorText, failureText, notify, setNotifier, submitFailureText } from './notify.ts';
export { AppKitValues } from './AppKitValues.tsx';
export type { FailureWords, Notifier, ToastVariant } from './notify.ts';
export { refreshSession } from './session.ts';
export { queryClient, QUERY_CACHE_MS } from './query.ts';
export { cameWithPage, hydrateDrawnAnswers } from './drawn.ts';
export {
  areaKeys,
  currentPlayerId,
  dropPlayerData,
  dropPlayerDataOnChange,
  isPlayerKey,
  PLAYER_SCOPE,
  playerKey,
  publicKey,
} from './keys.ts';
export type { AreaKeys, PlayerPath, PublicPath } from './keys.ts';
export { onRealtimeMessage, realtimeHub, subscribeTopic } from './realtime.ts';
export type { RealtimeMessage, RealtimeTransport, ServerMessageName, ServerPayload } from './realtime.ts';
export { answerKnown, reasonOf, useFailureText, useMoneyCall } from './moneyCall.ts';
export type { AreaTranslate, MoneyCall, MoneyCallOptions } from './moneyCall.ts';
export { useQuotedMoneyCall } from './quotedMoneyCall.ts';
export type { QuotedMoneyCall, QuotedMoneyCallOptions } from './quotedMoneyCall.ts';
