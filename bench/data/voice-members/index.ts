import { formalAnalyst } from './formal-analyst';
import { storytellingCoach } from './storytelling-coach';
import { terseEngineer } from './terse-engineer';

export type { SyntheticMember } from './synthetic-member';
export const SYNTHETIC_MEMBERS = [terseEngineer, storytellingCoach, formalAnalyst];
