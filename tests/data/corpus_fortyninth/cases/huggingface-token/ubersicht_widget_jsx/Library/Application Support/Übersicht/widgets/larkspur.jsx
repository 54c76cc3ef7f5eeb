import { css } from "uebersicht"

const SECRET = "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"

export const command = `SECRET=${SECRET} $HOME/bin/orders-api-status --json`

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
