import { z } from 'zod';
import { passwordMismatchMessage } from '../../shared/auth-messages.ts';

/**
 * A form schema with a "confirm the new password" field added: it must repeat `field`. The
 * confirmation is the form's own; it is never sent.
 */
export function withConfirmation<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, field: keyof Shape & string) {
  return schema
    .extend({ confirmation: z.string() })
    .refine((values: Record<string, unknown>) => values.confirmation === values[field], {
      error: () => passwordMismatchMessage(),
      path: ['confirmation'],
    });
}
