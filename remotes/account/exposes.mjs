// The public API of the account area: the pages the host's route table loads.
export const exposes = {
  './Profile': './src/pages/Profile.tsx',
  './Kyc': './src/pages/Kyc.tsx',
  './KycVerifyEmail': './src/pages/KycVerifyEmail.tsx',
  './KycVerifyProfile': './src/pages/KycVerifyProfile.tsx',
  './KycVerifyIdentity': './src/pages/KycVerifyIdentity.tsx',
  './ResponsibleGambling': './src/pages/ResponsibleGambling.tsx',
  './SelfExclusion': './src/pages/SelfExclusion.tsx',
  './Limits': './src/pages/Limits.tsx',
};
