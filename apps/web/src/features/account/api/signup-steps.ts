import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signupStepsResponseSchema, type SignupStepBody, type SignupStepsResponse } from '@app/shared/contracts/signup-steps';
import { apiRequest } from '../../../lib/api';

/**
 * Query keys of the signup funnel: the member's progress through the steps after the account. It belongs to the
 * member, so a logout drops it with the rest of the member's cache.
 */
export const signupStepsKeys = {
  all: ['signup-steps'] as const,
  progress: () => [...signupStepsKeys.all, 'progress'] as const,
};

// Checked in development and tests only (as lib/answers.ts does): production builds keep undefined and drop zod.
const schema = import.meta.env.DEV || import.meta.env.MODE === 'test' ? signupStepsResponseSchema : undefined;

export function useSignupSteps() {
  return useQuery({
    queryKey: signupStepsKeys.progress(),
    queryFn: () => apiRequest<SignupStepsResponse>('api/signup-steps.php', { schema }),
    staleTime: 0,
  });
}

/** Marks a step done (the server checks its data is there) or skipped; the answer is the new progress. */
export function useSignupStepAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupStepBody) => apiRequest<SignupStepsResponse>('api/signup-steps.php', { method: 'POST', body, schema }),
    onSuccess: (progress) => queryClient.setQueryData(signupStepsKeys.progress(), progress),
  });
}
