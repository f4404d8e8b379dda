import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../accounts/user.entity';

/**
 * A developer app (OAuth client). Its client secret is the developer's API key; only the key's
 * SHA-256 hash is stored (STYLE.md, "API keys and quotas").
 */
@Entity('dev_app')
export class DevApp {
  /** Client id. */
  @PrimaryColumn('text')
  id: string;

  @Index()
  @Column('integer', { name: 'user_id' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  /** 64-hex SHA-256 of the API key. */
  @Column('text', { name: 'api_key_hash', unique: true })
  apiKeyHash: string;

  /** The key's last 4 characters, to tell keys apart in the dashboard. */
  @Column('text', { name: 'api_key_hint', default: '' })
  apiKeyHint: string;

  @Column('text', { nullable: true })
  name: string | null;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('text', { name: 'callback_url', nullable: true })
  callbackUrl: string | null;

  @Column('text', { name: 'logo_url', nullable: true })
  logoUrl: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
