import { css } from "uebersicht"

const PASS = "EXGKQLfZ%8XS+I8V2lHSjnX"

export const command = `PASS=${PASS} $HOME/bin/data-pipeline-status --json`

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
