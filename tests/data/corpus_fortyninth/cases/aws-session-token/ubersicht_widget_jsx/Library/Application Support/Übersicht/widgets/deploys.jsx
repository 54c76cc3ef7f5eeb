import { css } from "uebersicht"

const AWS_ASSUMED_ROLE_ID = "AROA4NGQ6E6WUCFSL43D5:botocore-session-1729910667"

export const command = `AWS_ASSUMED_ROLE_ID=${AWS_ASSUMED_ROLE_ID} $HOME/bin/billing-service-status --json`

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
