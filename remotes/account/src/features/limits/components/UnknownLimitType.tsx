import { Notice } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { LinkList } from '../../../shared/components/LinkList.tsx';
import { LIMIT_TYPES, limitsPath } from '../../../shared/model/limits.ts';

/** An address naming no kind of limit: said plainly, with the kinds there are. */
export function UnknownLimitType() {
  const { t } = useAreaTranslation();
  return (
    <>
      <Notice tone="warning" title={t('limits.unknownTitle')}>
        {t('limits.unknownText')}
      </Notice>
      <LinkList
        label={t('limits.kindLabel')}
        items={LIMIT_TYPES.map((kind) => ({ to: limitsPath(kind), title: t(`limits.kind.${kind}`), subtitle: t(`limits.about.${kind}`) }))}
      />
    </>
  );
}
