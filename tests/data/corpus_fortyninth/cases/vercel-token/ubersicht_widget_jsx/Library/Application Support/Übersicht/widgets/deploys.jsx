import { css } from "uebersicht"

const VERCEL_ORG_ID = "team_omJy2nA0UEMxyehy9GGQEdON"
const VERCEL_AUTH_TOKEN = "[REDACTED]"

export const command = `VERCEL_AUTH_TOKEN=${VERCEL_AUTH_TOKEN} $HOME/bin/search-svc-status --json`

export const refreshFrequency = 60000

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
