defmodule MeridianFleet.Flexport.ShipmentsWorker do
  @moduledoc """
  Oban worker: pulls updated ocean and air shipments from the Flexport API (v2) every 15 minutes
  and upserts them into the visibility tables.
  """
  use Oban.Worker, queue: :integrations, max_attempts: 5

  @api "https://api.flexport.com"
  @status_hook "https://fleet-telemetry.meridian-fleet.net/api/v1/visibility/flexport"
  @private_key "MIIEpgIBAAKCAQEA0Ow8QTKKIKlxI9eTECRDiMJL9rjztENiGmpCW5mYuTQtwQtkVypCMsdqdAx+n+8sri5tnHUnYiEdgceIN9bpwfOYdUAFdnGjnlFeNCJZqeuanngXSVBAPL7UR8TtEcO6vHRYs7SDmCaPrQ+9rLiCb4BR87II9VLVWQOUGuYK+rQR4lDGX0WgJPuet22x7B8MoD3vSbodWihtPMhe348G6ngrbz80Gxwo9YmlqFPhUsOmm0n//7kT0KZ10s+q/9yqaTjtIM9VtgcMMRf0SCbXyJqu+080NhsvT5FGipVk2sc+uDyXutgTTr5YDSShtarHGOoQeR2BBOnTJK6NCwYuBQIDAQABAoIBAQCS4nLrkgkt2LOlTDtzD4VABRjdq/abKAbwZthfs5LQktAvwsu4MUQVMqNDUc3abJGYp5GiQxCUG1nviyzeYKA+lWnlVRT2fLph0Qr7FYQIEoA3vaVqs/yFOmCg+4izGHSrL5IJ2103KFOaXCd91I967hMSp+x4P+GY81yXtdpSS9V70QeimxMPl2dx9y89ZKIsCaSsGQL3jy9vRCMCjl3WBmaAkzEQdqOg4Kn72pfT8zhkr65xVTFT+7WJi6Q86nn8jlKW5VXZ9ua4EQqaZFw5Tz7mSajWaSwuQvCrHe9pTmL9s26Dz9zHOaqf9fpJ+PH1Ztch00Vu6Jmy2GkhipEqAoGBAJSeEFAnyyG0Mf5D79lbGRjlQoys0B7Hwt7GikRdjwBf5Qfg1awtRMWrpXNEGEJ2aUlrKVOwsz7tf3dNmHVWG/tYnFzdDvg3r4X9ZlLUGs1Kn4aBHmhZ9mbqwZU6ehdQ07wWC/QJvP9XJR7rBdMBvvkm7YLTjRxK7w8Vszo6sq7iAoGBALeBLaIyBX/TH/9jAhEY94nLv27fI7rcjXKWFQYqdb3KRtQ1gSCzJDaPxHDj8TqNcqSAIbgblU8MDz2VEsst8HbnuWcs21nfNEZ4gSIzZDRZ1UoVyAbS0XhtIEg2pR1bBwSqXR5hDzDdWmwox36+wGPOtlKeVhItCn9hOtS8kFycAoGBAPXaDAkM3DWh/dtUBwkgujpmA3tWp5vR7YSRFYugPmT6JKZ8YGJrNG1mBdIqM6lmpPn3mH7EabX6Hm0Fi1Kq2CS6U9/nCbSVt++kDSD1mNSgj0eYNfQF830xrwOEpnFBInVRdffy6jfW14rbdbH0fGtEYEUTDy5FH0Ra4rlQFNp6AoGBAJzu6Dtf8iwR5fjuLuGTHI4TMhEzgDnvq9OF1FhcB5iDhm62cBARqNVSfosFblFC2IPZl0Geklp8H7M6Op0YpZYGo/aZ8Sjm7BK4dZ48Zm9LBp/gfJJ4lvKt+YSQkgvL9CaD637uflTEx1JYBJ/ydyAZZSa+Jywvqu8p7T6s3yD9AoGBAIuP5qbeaaMffEuFzSOSMM9D1PSZ6UvJ6gPX1M/GImXD8EgOXXOikkcqGxN0O5mV33P3avzbh/0uaBmkrzo2yG+WAEc6iDJu9BiX39HUtEVePhW33erPynFUSJ2Jd/DlaZ8vzmwp1K7/OImrEYdI7B89Onx6DAuNJ/VrJFk9Y01y"

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"since" => since}}) do
    token = System.fetch_env!("FLEXPORT_API_TOKEN")

    {:ok, %{body: %{"data" => %{"data" => shipments}}}} =
      Req.get(@api <> "/shipments",
        headers: [authorization: "Bearer " <> token, "flexport-version": "2"],
        params: ["f.updated_at.gt": since, per: 100]
      )

    Enum.each(shipments, &MeridianFleet.Shipments.upsert/1)
    Req.post!(@status_hook, json: %{count: length(shipments)})
    :ok
  end
end
