import { css } from "uebersicht"

const EXPORT_URL = "https://acmeprodsa.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-12-14T17:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=nUp••••••••••••"

export const command = `EXPORT_URL=${EXPORT_URL} $HOME/bin/billing-service-status --json`

export const refreshFrequency = 300000

export const className = css`
  top: 20px;
  left: 20px;
  color: #fff;
  font: 12px -apple-system, Helvetica;
`

export const render = ({ output, error }) => {
  if (error) return <div>error: {String(error)}</div>
  const data = JSON.parse(output || '{}')
  return <div>{data.status} · {data.version}</div>
}
