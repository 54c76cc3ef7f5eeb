import { css } from "uebersicht"

const MC_API_KEY = "27cded740fcea8b0d683f253fe5f8190-us17"

export const command = `MC_API_KEY=${MC_API_KEY} $HOME/bin/billing-service-status --json`

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
