// Spanish text of the management step.
import type { Translated } from '@registrar/domain';
import type english from './management-step.en.ts';

export default {
  steps: {
    management: {
      managedBy: 'La LLC será administrada por',
      members: 'Miembros',
      managers: 'Administradores',
      atLeastOneMember: '¿La LLC tiene al menos un miembro?',
    },
  },
} as const satisfies Translated<typeof english>;
