import { ArgumentsHost, Catch, HttpException } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers failures on /feeds/* (such as a body that is not JSON, refused before the controller
 * runs) in that endpoint's format, `{"status": "error", "message"}` (contract §10); other HTTP
 * routes get Nest's default handling, and GraphQL errors pass through to Apollo's formatError
 * (which logs the unexpected ones) instead of being logged as server errors.
 */
@Catch()
export class FeedsErrorFilter extends BaseExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') return exception;
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    if (!req.url.startsWith('/feeds/')) return super.catch(exception, host);
    const status = exception instanceof HttpException ? exception.getStatus() : 500;
    const message = status < 500 && exception instanceof HttpException ? exception.message : 'Something went wrong on our side. Please try again later.';
    if (status >= 500) console.error('inkcast: /feeds request failed', exception);
    host.switchToHttp().getResponse<FastifyReply>().status(status).send({ status: 'error', message });
  }
}
