import { css } from "uebersicht"

const LLM_API_KEY = "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"

export const command = `LLM_API_KEY=${LLM_API_KEY} $HOME/bin/search-svc-status --json`

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
