// Favourite designs: a heart per design card, kept in local storage.
import { createLocalStore, stringList } from '../../lib/local-store';

export const FAVOURITES_STORAGE_KEY = 'tj-favourite-designs';

const favouritesStore = createLocalStore(FAVOURITES_STORAGE_KEY, stringList(100, 64), []);

export function toggleFavourite(designId: string): void {
  favouritesStore.set((ids) => (ids.includes(designId) ? ids.filter((id) => id !== designId) : [...ids, designId]));
}

export function useFavourites() {
  const ids = favouritesStore.use();
  return { isFavourite: (designId: string) => ids.includes(designId), toggle: toggleFavourite };
}
