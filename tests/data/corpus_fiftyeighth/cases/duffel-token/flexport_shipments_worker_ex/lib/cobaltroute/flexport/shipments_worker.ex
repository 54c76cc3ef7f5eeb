defmodule Cobaltroute.Flexport.ShipmentsWorker do
  @moduledoc """
  Oban worker: pulls updated ocean and air shipments from the Flexport API (v2) every 15 minutes
  and upserts them into the visibility tables.
  """
  use Oban.Worker, queue: :integrations, max_attempts: 5

  @api "https://api.flexport.com"
  @status_hook "https://fleet-telemetry.cobaltroute.io/api/v1/visibility/flexport"
  @duffel_token "duffel_live_fx_H72KKQ8FurkzQyPYdKgKWQX82CTna3AOWJTZU4Ca"

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"since" => since}}) do
    token = System.fetch_env!("FLEXPORT_API_TOKEN")

    {:ok, %{body: %{"data" => %{"data" => shipments}}}} =
      Req.get(@api <> "/shipments",
        headers: [authorization: "Bearer " <> token, "flexport-version": "2"],
        params: ["f.updated_at.gt": since, per: 100]
      )

    Enum.each(shipments, &Cobaltroute.Shipments.upsert/1)
    Req.post!(@status_hook, json: %{count: length(shipments)})
    :ok
  end
end
