import { css } from "uebersicht"

const FIRECRAWL_API_KEY = "fc-10d6f65bd88d50030ef3619ac8ca3422"

export const command = `FIRECRAWL_API_KEY=${FIRECRAWL_API_KEY} $HOME/bin/data-pipeline-status --json`

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
