import { css } from "uebersicht"

const ALGOLIA_APP_ID = "G2UP5NH4A0"
const ALGOLIA_ADMIN_API_KEY = "aca2b0ae3447f77c55a50f43c0a2a553"

export const command = `ALGOLIA_ADMIN_API_KEY=${ALGOLIA_ADMIN_API_KEY} $HOME/bin/admin-portal-status --json`

export const refreshFrequency = 30000

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
