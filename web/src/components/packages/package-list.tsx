import type { PackageCard_PackageFragment } from '../../gql/graphql';
import { PackageCard } from './package-card';
import { useVisitor } from '../../lib/visitor';

/** Cards for a list of packages, each knowing whether the visitor reserved or saved it. */
export function PackageList({ packages, headingLevel = 2 }: { packages: PackageCard_PackageFragment[]; headingLevel?: 1 | 2 | 3 }) {
  const mine = useVisitor();
  return (
    <ul className="space-y-4">
      {packages.map((pkg) => (
        <li key={pkg.id}>
          <PackageCard
            pkg={pkg}
            headingLevel={headingLevel}
            loggedIn={mine.signedIn}
            reserved={mine.reserved.has(pkg.id)}
            favourite={mine.favourite.has(pkg.id)}
          />
        </li>
      ))}
    </ul>
  );
}
