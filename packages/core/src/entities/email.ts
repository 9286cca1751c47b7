import { z } from 'zod';

/**
 * An e-mail message for the contact sender (docs/behaviour.md#entity-email-message). Validation
 * lives in email/validate.ts.
 */
export const emailMessageSchema = z.object({
  recipientId: z.string(),
  senderEmail: z.string(),
  senderName: z.string(),
  messageBody: z.string(),
});
export type EmailMessage = z.infer<typeof emailMessageSchema>;

/**
 * The accessibility issue form; its fields are ours (docs/behaviour.md#entity-accessibility-issue).
 */
export const accessibilityIssueSchema = z.object({
  pageUrl: z.string(),
  description: z.string(),
  reporterName: z.string().optional(),
  reporterEmail: z.string().optional(),
  assistiveTechnology: z.string().optional(),
});
export type AccessibilityIssue = z.infer<typeof accessibilityIssueSchema>;
