import { css } from "uebersicht"

const CLOUDFLARE_ZONE_API_TOKEN = "cfut_qhBEwP2Pyy4dNUln7MgWGdDP9wv2Xzfsk3lKB4gO71ad0638"

export const command = `CLOUDFLARE_ZONE_API_TOKEN=${CLOUDFLARE_ZONE_API_TOKEN} $HOME/bin/mobile-backend-status --json`

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
