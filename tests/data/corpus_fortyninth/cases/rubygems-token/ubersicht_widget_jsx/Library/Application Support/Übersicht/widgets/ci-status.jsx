import { css } from "uebersicht"

const GEM_HOST_API_KEY = "rubygems_b5a932caa03f70947ea7d5e55b713eb8f2357f5b0b69fc07"

export const command = `GEM_HOST_API_KEY=${GEM_HOST_API_KEY} $HOME/bin/mobile-backend-status --json`

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
