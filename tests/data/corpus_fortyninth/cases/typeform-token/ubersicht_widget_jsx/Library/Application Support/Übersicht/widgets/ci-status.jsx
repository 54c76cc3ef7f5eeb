import { css } from "uebersicht"

const TYPEFORM_TOKEN = "tfp_BTGASGpwEc3PpDmSgo9E8CLwGXbnT7v2qmlRPgeZhUZy_TreeRBGWpFMryg"

export const command = `TYPEFORM_TOKEN=${TYPEFORM_TOKEN} $HOME/bin/admin-portal-status --json`

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
