import { ConfigureProgramForm } from '../components/configure-program-form';
import { useCurrentProgram } from '../program-context';

/** `admin/programs/{programSlug}/configure`: the program's titles, descriptions and languages. */
export function ConfigureProgramPage() {
  const program = useCurrentProgram();
  // A fresh form whenever another program or a newer save is shown.
  return <ConfigureProgramForm key={`${program.id}:${program.updatedAt}`} program={program} />;
}
