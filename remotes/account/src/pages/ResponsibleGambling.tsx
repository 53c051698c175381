import { AreaLayout } from '../area.ts';

export default function ResponsibleGambling() {
  return <AreaLayout titleKey="pages.responsibleGambling" />;
}
