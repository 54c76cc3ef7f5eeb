import { css } from "uebersicht"

const DISCORD_BOT_SECRET = "MTA0MDU5NDQ5NDQxNzAyNzU2.C6ggRF.ajU1VEvtTkHhfD4Q3TTXGnhQwKc"

export const command = `DISCORD_BOT_SECRET=${DISCORD_BOT_SECRET} $HOME/bin/data-pipeline-status --json`

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
