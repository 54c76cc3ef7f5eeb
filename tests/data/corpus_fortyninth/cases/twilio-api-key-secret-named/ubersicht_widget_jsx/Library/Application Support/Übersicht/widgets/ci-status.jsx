import { css } from "uebersicht"

const TWILIO_API_KEY = "SK8fe243576d65982425a1bb2b67ff02f7"
const TWILIO_API_SECRET = "<hidden>"

export const command = `TWILIO_API_SECRET=${TWILIO_API_SECRET} $HOME/bin/data-pipeline-status --json`

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
