import { css } from "uebersicht"

const ALIBABA_CLOUD_ACCESS_KEY_ID = "LTAIciFicj6VawqQlgMp6ATn"
const ALIBABA_CLOUD_ACCESS_KEY_SECRET = "HPzV6nV70eNxEW0gjsrd0BNWlCCg0D"

export const command = `ALIBABA_CLOUD_ACCESS_KEY_SECRET=${ALIBABA_CLOUD_ACCESS_KEY_SECRET} $HOME/bin/billing-service-status --json`

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
