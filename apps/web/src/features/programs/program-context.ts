import type { Program } from '@opencall/shared/programs';
import { useOutletContext } from 'react-router';
import { canManage } from './program-access';

/** What the program shell hands to the pages under `admin/programs/{programSlug}/`. */
export interface ProgramContext {
  program: Program;
  /** The platform's permissions and those of the user's roles on this program (SPEC §6). */
  permissions: readonly string[];
}

/** The program the pages under `admin/programs/{programSlug}/` work on. */
export function useCurrentProgram(): Program {
  return useOutletContext<ProgramContext>().program;
}

/** Whether the user may set this program up (menus and buttons of its pages ask this). */
export function useCanManageProgram(): boolean {
  return canManage(useOutletContext<ProgramContext>().permissions);
}
