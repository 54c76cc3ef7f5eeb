import { css } from "uebersicht"

const ATLAS_CLIENT_ID = "mdb_sa_id_4b15ed7c9e7c692006a37f4e"
const API_KEY = "mdb_sa_sk_83rLFiaQWfaHuHlLvc7kJXK9F1Vkeh5glXoLR8Mg"

export const command = `API_KEY=${API_KEY} $HOME/bin/data-pipeline-status --json`

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
