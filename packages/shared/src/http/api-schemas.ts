import * as z from 'zod/mini';

/**
 * Schemas the API document names as components (`#/components/schemas/<id>`). A recursive schema
 * must be here: the document can only describe its cycle by a reference to a named component.
 */
export const apiSchemas = z.registry<{ id: string; description?: string }>();
