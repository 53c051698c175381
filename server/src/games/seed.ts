import { artUrl, gameArt, providerLogo } from './artwork.ts';
import { CATEGORIES, foldText, GAMES, PROVIDERS, type CatalogueGame } from './starting-catalogue.ts';
import { gamesRepository, type GamesDb, type NewGameRow } from './repository.ts';

function gameRow(game: CatalogueGame): NewGameRow {
  const art = gameArt(game);
  const providerName = PROVIDERS.find((provider) => provider.id === game.providerId)?.name ?? '';
  return {
    id: game.id,
    name: game.name,
    provider_id: game.providerId,
    category_id: game.categoryId,
    tags: game.tags,
    rtp: game.rtp,
    volatility: game.volatility,
    min_bet: game.minBet,
    max_bet: game.maxBet,
    has_demo: game.hasDemo,
    is_original: game.isOriginal,
    engine: game.engine,
    theme: JSON.stringify(game.theme),
    popularity: game.popularity,
    released_at: game.releasedAt,
    description: game.description,
    paylines: game.paylines,
    features: game.features,
    thumbnail_url: artUrl(art.thumbnail),
    image_url: artUrl(art.cover),
    search_text: foldText(`${game.name} ${providerName}`),
    sort_name: foldText(game.name),
  };
}

/**
 * Writes the catalogue the platform ships with (catalogue.ts) at every start: new games are added,
 * and those already there take the current figures and artwork URLs. Nothing is removed, so a
 * player's favourites and history keep their games.
 */
export async function seedCatalogue(db: GamesDb): Promise<void> {
  await gamesRepository.upsertCatalogue(db, {
    providers: PROVIDERS.map((provider) => ({
      id: provider.id,
      name: provider.name,
      logo_url: artUrl(providerLogo(provider)),
      position: provider.position,
    })),
    categories: CATEGORIES.map((category) => ({ id: category.id, name: category.name, icon: category.icon, position: category.position })),
    games: GAMES.map(gameRow),
  });
}
