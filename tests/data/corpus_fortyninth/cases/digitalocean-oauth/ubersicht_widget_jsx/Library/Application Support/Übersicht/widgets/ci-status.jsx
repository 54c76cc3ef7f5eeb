import { css } from "uebersicht"

const ACCESS_TOKEN = "doo_v1_31f85b6e58adf43519a660c7e9e840a1d62b58c6986378905fdbde16601326d4"

export const command = `ACCESS_TOKEN=${ACCESS_TOKEN} $HOME/bin/billing-service-status --json`

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
