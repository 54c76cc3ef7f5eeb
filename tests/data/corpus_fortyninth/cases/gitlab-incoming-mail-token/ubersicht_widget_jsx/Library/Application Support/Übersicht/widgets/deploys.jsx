import { css } from "uebersicht"

const API_KEY = "glimt-2wCHtrXId9fIyQvybO0bZRMsd"

export const command = `API_KEY=${API_KEY} $HOME/bin/search-svc-status --json`

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
