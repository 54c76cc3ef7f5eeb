import { css } from "uebersicht"

const DOCKER_USERNAME = "mokafor"
const ACCESS_TOKEN = "dckr_pat_qvhg1zb7UXFkG_oX543M5Vwb7ku"

export const command = `ACCESS_TOKEN=${ACCESS_TOKEN} $HOME/bin/search-svc-status --json`

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
