import '@fastify/cookie';
import '@fastify/csrf-protection';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { config } from '../common/config';
import { User } from './user.entity';

/** Name of the session cookie: httpOnly, SameSite=Lax, Secure when the request came over https. */
export const SESSION_COOKIE = 'inkcast_session';

function hash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Login sessions of the dashboard: a random token in an httpOnly cookie, stored only as its
 * SHA-256 hash with an expiry (SESSION_DAYS), so a leaked database holds no usable session.
 */
@Injectable()
export class SessionsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Starts a session for the user and sets its cookie on the reply. */
  async start(userId: number, req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const days = config().SESSION_DAYS;
    await this.db.query(`INSERT INTO user_session (id_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`, [hash(token), userId, days]);
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.protocol === 'https',
      path: '/',
      maxAge: days * 24 * 3600,
    });
  }

  /** The user of the request's session cookie, or null when there is none or it expired. */
  async user(req: FastifyRequest): Promise<User | null> {
    const token = req.cookies?.[SESSION_COOKIE];
    if (!token) return null;
    return this.db
      .getRepository(User)
      .createQueryBuilder('u')
      .innerJoin('user_session', 's', 's.user_id = u.id')
      .where('s.id_hash = :hash AND s.expires_at > now()', { hash: hash(token) })
      .getOne();
  }

  /** Ends the request's session (if any) and clears its cookie. */
  async end(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = req.cookies?.[SESSION_COOKIE];
    if (token) await this.db.query(`DELETE FROM user_session WHERE id_hash = $1`, [hash(token)]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}
