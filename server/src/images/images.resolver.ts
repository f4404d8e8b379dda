import { ImageSlot } from '@inkcast/schema';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DashboardContext, requireUser } from '../common/graphql/dashboard-context';
import type { ImageUploadType, MutationGetUploadLinksArgs } from '../generated/internal';
import { ImagesService } from './images.service';

/** The slot of each upload type of the SDL. */
const SLOT_OF: Record<ImageUploadType, ImageSlot> = {
  COVER: 'cover',
  BANNER: 'banner',
  THUMBNAIL: 'thumbnail',
  AVATAR: 'avatar',
  STORY: 'story',
  EPISODE_BANNER: 'episodeBanner',
  EPISODE_THUMBNAIL: 'episodeThumbnail',
};

/** Direct upload links and read tokens on /internal/graphql (spec 001 §7, "Image upload"). */
@Resolver()
export class ImagesResolver {
  constructor(private readonly images: ImagesService) {}

  @Mutation()
  getUploadLinks(@Context() ctx: DashboardContext, @Args() args: MutationGetUploadLinksArgs) {
    return this.images.uploadLinks(requireUser(ctx).id, SLOT_OF[args.uploadType], args.targetDirectories, args.contentTypes);
  }

  @Query()
  getImageReadToken(@Context() ctx: DashboardContext) {
    return this.images.readToken(requireUser(ctx).id);
  }
}
