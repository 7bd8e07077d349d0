import type { LanderProfile, LanderRegion } from '@app/shared/contracts/landers';
import { profileAttributes, SIGNUP_PATH, useLander } from '../context';
import { CtaBlock, FictionalBadge, Intro, Photo } from '../parts';

const WIDTH = 320;

/** How wide the land around each region's centre is drawn: the fewer regions, the larger, so the country reads as one. */
const landRadius = (regions: number) => Math.round(WIDTH / (Math.sqrt(Math.max(regions, 1)) * 1.5));

/** The regions' centres on a flat projection (longitude shrunk by the latitude), fitted into the drawing. */
function project(regions: LanderRegion[]) {
  const PAD = landRadius(regions.length);
  if (!regions.length) return { height: 0, at: () => [0, 0] as const };
  const lats = regions.map((r) => r.lat);
  const lons = regions.map((r) => r.lon);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const shrink = Math.cos(((minLat + maxLat) / 2) * Math.PI / 180);
  const spanX = Math.max((maxLon - minLon) * shrink, 0.1);
  const spanY = Math.max(maxLat - minLat, 0.1);
  const scale = (WIDTH - 2 * PAD) / Math.max(spanX, spanY * 0.8);
  const height = Math.round(spanY * scale + 2 * PAD);
  return { height, at: (r: LanderRegion) => [PAD + (r.lon - minLon) * shrink * scale, PAD + (maxLat - r.lat) * scale] as const };
}

/** Members near the visitor on a drawn map of their country's regions (no map tiles), and a list per region. */
export function MapLander() {
  const { t, data } = useLander();
  const { height, at } = project(data.regions);
  const byRegion = new Map<string, LanderProfile[]>();
  for (const p of data.profiles) {
    const key = p.region_name ?? '';
    byRegion.set(key, [...(byRegion.get(key) ?? []), p]);
  }
  const countOf = (r: LanderRegion) => data.profiles.filter((p) => p.region === r.code).length;
  return (
    <div className="l-wrap">
      <Intro lander="maplanding" />
      {data.regions.length > 0 && (
        <svg className="l-map" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={t('landers.maplanding.map')}>
          {/* The land: soft discs around every region's centre. */}
          <g className="l-map-land">{data.regions.map((r) => { const [x, y] = at(r); return <circle key={r.code} cx={x} cy={y} r={landRadius(data.regions.length)} />; })}</g>
          <g className="l-map-dots">{data.regions.map((r) => { const [x, y] = at(r); return <circle key={r.code} cx={x} cy={y} r={3} />; })}</g>
          <g className="l-map-pins">
            {data.regions.filter((r) => countOf(r) > 0).map((r) => {
              const [x, y] = at(r);
              return <g key={r.code}><circle cx={x} cy={y} r={11} /><text x={x} y={y + 4} textAnchor="middle">{countOf(r)}</text></g>;
            })}
          </g>
        </svg>
      )}
      <h2>{t('landers.maplanding.regions')}</h2>
      <ul className="l-regions">
        {[...byRegion].map(([region, people]) => (
          <li key={region}>
            <h3>{region || '—'}</h3>
            <ul className="l-region-people">
              {people.map((p) => (
                <li key={p.id} {...profileAttributes(p)}>
                  <a href={SIGNUP_PATH}><Photo profile={p} size="thumb" lazy className="l-avatar" /><span>{p.name}, {p.age}{p.fictional && <> <FictionalBadge /></>}</span></a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <CtaBlock />
    </div>
  );
}
