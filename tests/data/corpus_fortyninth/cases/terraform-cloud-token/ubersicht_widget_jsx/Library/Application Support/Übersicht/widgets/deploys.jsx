import { css } from "uebersicht"

const TOKEN = "Wn28gzI7m5OuZM.atlasv1.EvctXPP3W1NVevRkv2d35WYEr0Ymh6r2lwMdhvXRKst9QF8qS5qJzcA03Bt6UOJOAJf"

export const command = `TOKEN=${TOKEN} $HOME/bin/data-pipeline-status --json`

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
