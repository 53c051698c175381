// The public API of the vip area: the pages the host's route table loads.
export const exposes = {
  './Vip': './src/pages/Vip.tsx',
};
