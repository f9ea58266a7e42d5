import type { ExportQuery } from '@opencall/shared/applications';
import type { RequestContext } from '../../../context';
import type { ProgramRow } from '../applications.repository';
import type { ExportSelection } from './exports.repository';

/** The applications of the program a filter keeps (or its selected ids, less the ones excepted), in its time zone. */
export function exportSelection(
  ctx: RequestContext,
  program: ProgramRow,
  query: Omit<ExportQuery, 'format'>,
): ExportSelection {
  return {
    platformId: ctx.platform.id,
    programId: program.id,
    filter: query,
    timeZone: program.timezone,
    ids: query.ids,
    except: query.except,
  };
}
