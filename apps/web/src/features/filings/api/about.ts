// GET /{component}/about: the build version of each server component.
import { useQuery } from '../../../lib/query.tsx';
import {
  serviceComponents,
  type aboutCall,
  type CallAnswer,
  type ServiceComponent,
} from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type AboutAnswer = CallAnswer<ReturnType<typeof aboutCall<ServiceComponent>>>;

/** The about answer of one component. */
function fetchAbout(component: ServiceComponent): Promise<AboutAnswer> {
  const path: ReturnType<typeof aboutCall<typeof component>>['path'] = `/${component}/about`;
  return api.get<AboutAnswer>(path);
}

/** Every component's about answer, asked at once; one that does not answer is settled as rejected. */
export function useAboutAnswers() {
  return useQuery({
    queryKey: ['about'],
    queryFn: () => Promise.allSettled(serviceComponents.map(fetchAbout)),
    retry: false,
    staleTime: 60_000,
  });
}
