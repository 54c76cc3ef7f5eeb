import { css } from "uebersicht"

const API_KEY = "pscale_pw_lJnXp2bVmB2wVeoe4An84Kb26Ax8lY7nw9fs79KK0DI"

export const command = `API_KEY=${API_KEY} $HOME/bin/admin-portal-status --json`

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
