import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from './locales';

export const LocaleSchema = z.enum(SUPPORTED_LOCALES);
