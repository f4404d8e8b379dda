import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintToNumber } from '../common/database/transformers';

/** Developer plan names (spec 000 §9). */
export type DeveloperPlan = 'FREE' | 'PRO' | 'BUSINESS';
/** Stripe-style subscription status; 'none' means the Free plan (spec 000 §3). */
export type SubscriptionStatus = 'active' | 'past_due' | 'unpaid' | 'none';

/** A person with an account: a creator, a developer, or both. `id` is the public X-USER-ID. */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text', { unique: true })
  email: string;

  @Column('text', { nullable: true })
  name: string | null;

  @Column('boolean', { name: 'is_creator', default: false })
  isCreator: boolean;

  @Column('boolean', { name: 'is_developer', default: false })
  isDeveloper: boolean;

  @Column('text', { name: 'developer_plan', default: 'FREE' })
  developerPlan: DeveloperPlan;

  @Column('text', { name: 'developer_subscription_status', default: 'none' })
  developerSubscriptionStatus: SubscriptionStatus;

  @Column('text', { name: 'creator_subscription_status', default: 'none' })
  creatorSubscriptionStatus: SubscriptionStatus;

  /** When the user first followed a login link sent to their address. */
  @Column('timestamptz', { name: 'email_verified_at', nullable: true })
  emailVerifiedAt: Date | null;

  @Column('text', { name: 'webtoon_link', nullable: true })
  webtoonLink: string | null;

  @Column('text', { name: 'stripe_customer_id', nullable: true, unique: true })
  stripeCustomerId: string | null;

  @Column('text', { name: 'stripe_subscription_id', nullable: true })
  stripeSubscriptionId: string | null;

  /** Epoch seconds; its day of month starts each billing month. */
  @Column('bigint', { name: 'billing_cycle_anchor', nullable: true, transformer: bigintToNumber })
  billingCycleAnchor: number | null;

  /** Epoch seconds at which a cancelled subscription ends. */
  @Column('bigint', { name: 'cancel_at', nullable: true, transformer: bigintToNumber })
  cancelAt: number | null;

  /** Override of the plan's monthly request quota; null = the plan's. */
  @Column('integer', { name: 'allowed_api_calls_limit', nullable: true })
  allowedApiCallsLimit: number | null;

  @Column('integer', { name: 'allowed_dev_apps_limit', default: 1 })
  allowedDevAppsLimit: number;

  @Column('integer', { name: 'allowed_webhook_limit', default: 1 })
  allowedWebhookLimit: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
