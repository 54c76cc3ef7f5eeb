import { css } from "uebersicht"

const RAZORPAY_KEY_ID = "rzp_live_E5CCSbSFBmouhV"
const RAZORPAY_KEY_SECRET_LIVE = "5WT2lfAwGPXfBIQvUViBrwjA"

export const command = `RAZORPAY_KEY_SECRET_LIVE=${RAZORPAY_KEY_SECRET_LIVE} $HOME/bin/orders-api-status --json`

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
