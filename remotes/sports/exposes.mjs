// The public API of the sports area: the pages the host's route table loads.
export const exposes = {
  './Sports': './src/pages/Sports.tsx',
  './SportsEvent': './src/pages/SportsEvent.tsx',
  './SportsBets': './src/pages/SportsBets.tsx',
};
