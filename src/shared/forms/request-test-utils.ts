import type { z } from 'zod';

/** The messages a parse result reports at a dot path ('contacts.0.email'). */
export function messagesAt(result: { success: boolean; error?: z.ZodError }, path: string): string[] {
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path.map(String).join('.') === path)
    .map((issue) => issue.message);
}

export function issuePaths(result: { success: boolean; error?: z.ZodError }): string[] {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
}
