// The public API of the sports area: the pages the host's route table loads, and the parts the host
// draws on another area's page (home's live row). The build exposes both.
export const exposes = {
  './Sports': './src/pages/Sports.tsx',
  './SportsEvent': './src/pages/SportsEvent.tsx',
  './SportsBets': './src/pages/SportsBets.tsx',
};

export const parts = {
  './HomeLiveRow': './src/pages/HomeLiveRow.tsx',
};
