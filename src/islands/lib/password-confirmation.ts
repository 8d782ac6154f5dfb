import { z } from 'zod';
import { PASSWORD_MISMATCH_MESSAGE } from '../../shared/auth-messages.ts';

/**
 * A form schema with a "confirm the new password" field added: it must repeat `field`. The
 * confirmation is the form's own; it is never sent.
 */
export function withConfirmation<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, field: keyof Shape & string) {
  return schema
    .extend({ confirmation: z.string() })
    .refine((values: Record<string, unknown>) => values.confirmation === values[field], {
      message: PASSWORD_MISMATCH_MESSAGE,
      path: ['confirmation'],
    });
}
