import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DashboardContext, requireUser } from '../common/graphql/dashboard-context';
import type {
  MutationAddPaymentRuleForContentArgs,
  MutationDeletePaymentRuleForContentArgs,
  MutationUpdatePaymentRuleForContentArgs,
  QueryGetPaymentRulesForContentArgs,
  QueryGetPlatformsForContentArgs,
} from '../generated/internal';
import { PaymentRulesService } from './payment-rules.service';

/** Payment rules and platform details on /internal/graphql (spec 001 §7 Payment rules): parse, authenticate, call PaymentRulesService. */
@Resolver()
export class PaymentRulesResolver {
  constructor(private readonly rules: PaymentRulesService) {}

  @Query()
  getPlatformsForContent(@Context() ctx: DashboardContext, @Args() args: QueryGetPlatformsForContentArgs) {
    return this.rules.platforms(requireUser(ctx).id, args.contentUuid, args.contentType);
  }

  @Query()
  getPaymentRulesForContent(@Context() ctx: DashboardContext, @Args() args: QueryGetPaymentRulesForContentArgs) {
    return this.rules.list(requireUser(ctx).id, args.contentUuid, args.contentType);
  }

  @Mutation()
  addPaymentRuleForContent(@Context() ctx: DashboardContext, @Args() args: MutationAddPaymentRuleForContentArgs) {
    return this.rules.add(requireUser(ctx).id, args.contentUuid, args.contentType, args);
  }

  @Mutation()
  updatePaymentRuleForContent(@Context() ctx: DashboardContext, @Args() args: MutationUpdatePaymentRuleForContentArgs) {
    return this.rules.update(requireUser(ctx).id, args.id, args.contentUuid, args.contentType, args);
  }

  @Mutation()
  deletePaymentRuleForContent(@Context() ctx: DashboardContext, @Args() args: MutationDeletePaymentRuleForContentArgs) {
    return this.rules.remove(requireUser(ctx).id, args.id, args.contentUuid, args.contentType);
  }
}
