import { ProgramParamsForm } from '../components/program-params-form';
import { useCurrentProgram } from '../program-context';

/** `admin/programs/{programSlug}/params`: the program's dates, time zone and visibility. */
export function ProgramParamsPage() {
  const program = useCurrentProgram();
  // A fresh form whenever another program or a newer save is shown.
  return <ProgramParamsForm key={`${program.id}:${program.updatedAt}`} program={program} />;
}
