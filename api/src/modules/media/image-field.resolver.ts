import { Ctx, FieldResolver, Resolver, Root, type ClassType } from 'type-graphql';
import type { AppContext } from '../../http/context.js';
import { Image } from './image.type.js';

/**
 * How another module attaches a picture to its GraphQL type: keep a `media_id` column (FK to
 * `media`) on the entity, then register `ImageFieldResolver(Owner, (o) => [o.mediaId, o.title])`
 * in graphql/resolvers.ts. The owner gets `image: Image` (nullable), loaded in one batch per request.
 */
export function ImageFieldResolver<T extends object>(
  owner: ClassType<T>,
  pick: (row: T) => [mediaId: number | null | undefined, alt?: string | null],
) {
  @Resolver(() => owner)
  class OwnerImageResolver {
    @FieldResolver(() => Image, { nullable: true, description: 'The picture, as WebP/JPEG variants at immutable URLs.' })
    image(@Root() row: T, @Ctx() ctx: AppContext): Promise<Image | null> | null {
      const [mediaId, alt] = pick(row);
      // No picture: null at once, not a promise of it (GraphQL completes a list of plain values faster).
      if (!mediaId) return null;
      return ctx.services.media.imageOf(mediaId, alt);
    }
  }
  return OwnerImageResolver;
}
