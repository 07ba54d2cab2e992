import type { z } from 'zod';
import type { GetCallAt } from '../../../../shared/api/registry.ts';

/** The choices the request forms offer (GET /api/request/options). */
export type RequestOptions = z.output<GetCallAt<'/api/request/options'>['output']>;

export interface FieldsProps {
  options: RequestOptions;
}
