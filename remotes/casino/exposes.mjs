// The public API of the casino area: the pages the host's route table loads.
export const exposes = {
  './Home': './src/pages/Home.tsx',
  './Casino': './src/pages/Casino.tsx',
  './GameDetail': './src/pages/GameDetail.tsx',
  './GameHistory': './src/pages/GameHistory.tsx',
  './GamePlay': './src/pages/GamePlay.tsx',
  './GameList': './src/pages/GameList.tsx',
  './ProviderGameList': './src/pages/ProviderGameList.tsx',
  './Originals': './src/pages/Originals.tsx',
};
