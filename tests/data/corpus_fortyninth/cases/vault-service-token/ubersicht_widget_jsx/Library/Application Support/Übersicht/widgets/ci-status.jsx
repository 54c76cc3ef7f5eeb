import { css } from "uebersicht"

const VAULT_TOKEN = "hvs.CAESIBTXAODkLiODQKU8v5jQY1Jdqt7W-Yt8la8dsB0LRiJ3Gh4KHGh2cy50a2F0Uk1Zbml0OHR6bDVXeUJiUUE4TGk"

export const command = `VAULT_TOKEN=${VAULT_TOKEN} $HOME/bin/search-svc-status --json`

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
