import type { ComponentProps } from 'react';
import { Badge } from '../../components/ui/badge';
import { statusTone } from './format';

export type BadgeTone = NonNullable<ComponentProps<typeof Badge>['tone']>;

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)} className="capitalize">{status}</Badge>;
}
