import { css } from "uebersicht"

const SLACK_API_TOKEN = "xoxb-17476653471-9174824811778-wjjAlvIw9YLfaraXwm4xV2VU"

export const command = `SLACK_API_TOKEN=${SLACK_API_TOKEN} $HOME/bin/search-svc-status --json`

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
