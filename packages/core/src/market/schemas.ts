import { z } from 'zod';

export const marketCode = z.enum(['IN', 'US', 'SG', 'AE'], { error: 'country must be one of IN, US, SG, AE' });
