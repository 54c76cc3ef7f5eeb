import { css } from "uebersicht"

const PREFECT_API_URL = "https://api.prefect.cloud/api/accounts/632fece2-5923-484d-b42c-46482b791a33/workspaces/2e92cdf8-7c91-4435-97d6-ee3e384bb0a9"

export const command = `PREFECT_API_URL=${PREFECT_API_URL} $HOME/bin/billing-service-status --json`

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
