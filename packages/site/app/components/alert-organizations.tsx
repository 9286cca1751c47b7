import type { ReactNode } from 'react';
import * as styles from '../routes/alerts.css';

/** Props of {@link AlertOrganizations}. */
export interface AlertOrganizationsProps {
  /** The district, then its schools by name. */
  organizations: readonly { id: string; name: string }[];
  /** Shown first: the district and this site's school; the rest behind a disclosure. */
  firstIds: readonly string[];
  chosen: readonly string[];
  legend: string;
  hint?: string;
  otherSchools: string;
  /** The fieldset's id (the error summary links to it). */
  id: string;
  error?: ReactNode;
  describedBy?: string;
}

/**
 * "Which schools": the district and this site's school first, the rest behind a `<details>` (forty
 * checkboxes would push the channels off a phone's screen), open when one of them is chosen.
 */
export function AlertOrganizations({
  organizations,
  firstIds,
  chosen,
  legend,
  hint,
  otherSchools,
  id,
  error,
  describedBy,
}: AlertOrganizationsProps) {
  const first = organizations.filter((o) => firstIds.includes(o.id));
  const others = organizations.filter((o) => !firstIds.includes(o.id));
  const box = (organization: { id: string; name: string }) => (
    <label key={organization.id} className={styles.choice}>
      <input
        className={styles.control}
        type="checkbox"
        name="organizations"
        value={organization.id}
        defaultChecked={chosen.includes(organization.id)}
      />
      <span translate="no">{organization.name}</span>
    </label>
  );
  return (
    <fieldset className={styles.fieldset} id={id} aria-describedby={describedBy} tabIndex={-1}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error}
      {first.map(box)}
      {others.length > 0 ? (
        <details className={styles.more} open={others.some((o) => chosen.includes(o.id))}>
          <summary className={styles.summary}>{otherSchools}</summary>
          <div className={styles.moreList}>{others.map(box)}</div>
        </details>
      ) : null}
    </fieldset>
  );
}
