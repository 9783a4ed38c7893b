import { ReserveButton } from '../../../components/packages/reserve-button';
import { useMyPackages } from '../../../components/packages/use-my-packages';
import { usePackageQuery } from '../api/package';

/**
 * PLACEHOLDER until the booking box of issue 20 (price options, the party, the server's total) lands:
 * the reservation action exactly as the package card offers it today. It reads the package the page
 * already fetched (from the cache: no second request).
 */
export function BookingBox({ packageId }: { packageId: number }) {
  const mine = useMyPackages();
  const { data } = usePackageQuery({ variables: { id: packageId } });
  const seatsLeft = data?.package.seatsLeft;
  return (
    <ReserveButton
      packageId={packageId}
      full={seatsLeft === 0}
      loggedIn={mine.loggedIn}
      sessionLoading={mine.sessionLoading}
      reserved={mine.reserved.has(packageId)}
    />
  );
}
