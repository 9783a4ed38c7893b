import { useMemo } from 'react';
import { useMeQuery } from '../../lib/api/me';
import { useMyFavouritesQuery } from './api/my-favourites';
import { useMyReservationsQuery } from './api/my-reservations';

/**
 * What the logged-in visitor already did with packages: reserved (any reservation not cancelled, so
 * the button stays "E rezervuar" after a reload) and saved as favourite. Empty for visitors.
 */
export function useMyPackages() {
  const me = useMeQuery();
  const loggedIn = Boolean(me.data?.me);
  const reservations = useMyReservationsQuery({ skip: !loggedIn });
  const favourites = useMyFavouritesQuery({ skip: !loggedIn });

  const reserved = useMemo(
    () => new Set((reservations.data?.myReservations ?? []).filter((r) => r.status !== 'CANCELLED').map((r) => r.packageId)),
    [reservations.data],
  );
  const favourite = useMemo(() => new Set((favourites.data?.myFavourites ?? []).map((p) => p.id)), [favourites.data]);

  return {
    /** Unknown until the session check answers. */
    sessionLoading: me.loading,
    loggedIn,
    reserved,
    favourite,
  };
}
