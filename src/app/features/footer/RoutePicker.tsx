import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAtomValue, useSetAtom } from '../../state/appJotai';
import { ListBoxItem } from '../../ui/ListBox';
import { Select } from '../../ui/Select';
import {
  accessRouteChoiceAtom,
  accessRoutesAtom,
  activeAccessRouteAtom,
  measureAccessRoutesAtom,
  routeLatenciesAtom,
} from './accessRouteAtoms';
import { AUTO_ROUTE } from './calculateActiveRoute';
import { LatencyBadge } from './LatencyBadge';

interface Choice {
  id: string;
  name: string;
  ms: number | undefined;
}

/**
 * The route (network line) picker (spec 000 §1, §2): the kit's Select, showing the line in use and its
 * latency, with Auto plus each access route as options, each with a latency measured afresh when the
 * list opens.
 */
export function RoutePicker() {
  const { t } = useTranslation();
  const routes = useAtomValue(accessRoutesAtom);
  const choice = useAtomValue(accessRouteChoiceAtom);
  const choose = useSetAtom(accessRouteChoiceAtom);
  const latencies = useAtomValue(routeLatenciesAtom);
  const active = useAtomValue(activeAccessRouteAtom);
  const measure = useSetAtom(measureAccessRoutesAtom);

  // Measured as soon as the lines are known, so the button shows a latency before anyone opens it.
  useEffect(() => {
    if (routes.length > 0) void measure();
  }, [routes, measure]);

  const autoMs = active.mode === 'auto' && active.route ? latencies[active.route.id] : undefined;
  const autoName =
    active.mode === 'auto' && active.route
      ? t('footer.route.autoUsing', { line: active.route.name })
      : t('footer.route.auto');
  const choices: Choice[] = [
    { id: AUTO_ROUTE, name: autoName, ms: autoMs },
    ...routes.map((route) => ({ id: route.id, name: route.name, ms: latencies[route.id] })),
  ];
  const selectedId = active.mode === 'auto' ? AUTO_ROUTE : choice;

  return (
    <Select
      className="route-picker"
      label={t('footer.route.label')}
      placement="top end"
      value={selectedId}
      onChange={(id) => {
        if (id !== null) choose(String(id));
      }}
      onOpenChange={(isOpen) => {
        if (isOpen) void measure();
      }}
      items={choices}
    >
      {(c) => (
        <ListBoxItem id={c.id} textValue={c.name}>
          <span>{c.name}</span> <LatencyBadge ms={c.ms} />
        </ListBoxItem>
      )}
    </Select>
  );
}
