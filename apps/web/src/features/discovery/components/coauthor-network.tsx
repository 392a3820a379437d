import type { CoauthorNetwork } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import './discovery.css';

const SIZE = 560;
const CENTER = SIZE / 2;
const RADIUS = SIZE / 2 - 70;

/** Where each node sits: the profile in the middle, its co-authors on a circle around it. */
function layout(network: CoauthorNetwork) {
  const others = network.nodes.filter((n) => !n.center);
  const at = new Map<string, { x: number; y: number }>();
  for (const node of network.nodes)
    if (node.center) at.set(node.profileId, { x: CENTER, y: CENTER });
  // A full circle for many; an arc above the profile for a few, so no line hides another.
  const step = Math.min((2 * Math.PI) / Math.max(1, others.length), Math.PI / 3);
  others.forEach((node, i) => {
    const angle = -Math.PI / 2 + (i - (others.length - 1) / 2) * step;
    at.set(node.profileId, {
      x: CENTER + RADIUS * Math.cos(angle),
      y: CENTER + RADIUS * Math.sin(angle),
    });
  });
  return at;
}

/**
 * The co-author network drawn as SVG: each person a link to their profile (reached with Tab,
 * in the order of the table below), each line a co-authorship, thicker for more shared
 * publications. The table holds the same data for those who cannot see the drawing.
 */
export function CoauthorNetworkView({ network }: { network: CoauthorNetwork }) {
  const { t } = useTranslation();
  const at = layout(network);
  const name = new Map(network.nodes.map((n) => [n.profileId, `${n.firstName} ${n.surname}`]));
  const strongest = Math.max(1, ...network.links.map((l) => l.sharedPublications));
  if (network.links.length === 0)
    return <p className="empty-state">{t('DISCOVERY.NETWORK_EMPTY')}</p>;
  return (
    <>
      <figure className="discovery-network">
        <svg
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          role="group"
          aria-labelledby="coauthor-network-caption"
          className="discovery-network__svg"
        >
          <g aria-hidden="true">
            {network.links.map((link) => {
              const a = at.get(link.source);
              const b = at.get(link.target);
              if (!a || !b) return null;
              return (
                <line
                  key={`${link.source}-${link.target}`}
                  x1={a.x}
                  y1={a.y}
                  x2={b.x}
                  y2={b.y}
                  className="discovery-network__link"
                  strokeWidth={1 + (4 * link.sharedPublications) / strongest}
                />
              );
            })}
          </g>
          {network.nodes.map((node) => {
            const p = at.get(node.profileId)!;
            const label = name.get(node.profileId) ?? '';
            return (
              <a
                key={node.profileId}
                href={paths.profile.getHref(node.profileId)}
                className={
                  node.center
                    ? 'discovery-network__node discovery-network__node--center'
                    : 'discovery-network__node'
                }
              >
                <title>{label}</title>
                <circle cx={p.x} cy={p.y} r={node.center ? 14 : 9} />
                <text x={p.x} y={p.y + (node.center ? 30 : 22)} textAnchor="middle">
                  {node.surname}
                </text>
              </a>
            );
          })}
        </svg>
        <figcaption id="coauthor-network-caption">
          {t('DISCOVERY.NETWORK_CAPTION', { count: network.links.length })}
        </figcaption>
      </figure>
      <div className="discovery-table-scroll">
        <table className="discovery-table">
          <caption>{t('DISCOVERY.NETWORK_TABLE')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('DISCOVERY.PERSON')}</th>
              <th scope="col">{t('DISCOVERY.COAUTHOR')}</th>
              <th scope="col">{t('DISCOVERY.SHARED_COLUMN')}</th>
            </tr>
          </thead>
          <tbody>
            {network.links.map((link) => (
              <tr key={`${link.source}-${link.target}`}>
                <td>
                  <Link to={paths.profile.getHref(link.source)}>{name.get(link.source)}</Link>
                </td>
                <td>
                  <Link to={paths.profile.getHref(link.target)}>{name.get(link.target)}</Link>
                </td>
                <td>{link.sharedPublications}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
