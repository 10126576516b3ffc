import { useTranslation } from '../../i18n/useTranslation';
import { latencyLabel, latencyTone } from './latency';

/**
 * A line's latency: the label (spec 000 §8) coloured by its tone, plus the tone in words for anyone who
 * cannot tell the colours apart.
 */
export function LatencyBadge({ ms }: { ms: number | undefined }) {
  const { t } = useTranslation();
  const tone = latencyTone(ms);
  return (
    <span className="latency" data-tone={tone}>
      {latencyLabel(ms)} <span className="visually-hidden">{t(`footer.route.tone.${tone}`)}</span>
    </span>
  );
}
