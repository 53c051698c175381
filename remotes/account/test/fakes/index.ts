// The account's side of the fake platform, one file per domain.
export { accountRoutes, type AccountRoutesOptions } from './account.ts';
export { fakeDocument, kycRoutes, type KycRoutesOptions } from './kyc.ts';
export { fakeLimit, fakeTool, responsibleGamblingRoutes, type ResponsibleGamblingRoutesOptions } from './responsibleGambling.ts';
