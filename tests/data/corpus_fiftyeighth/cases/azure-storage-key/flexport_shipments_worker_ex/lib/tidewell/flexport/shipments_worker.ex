defmodule TidewellShipping.Flexport.ShipmentsWorker do
  @moduledoc """
  Oban worker: pulls updated ocean and air shipments from the Flexport API (v2) every 15 minutes
  and upserts them into the visibility tables.
  """
  use Oban.Worker, queue: :integrations, max_attempts: 5

  @api "https://api.flexport.com"
  @status_hook "https://carrier-gateway.tidewell-shipping.com/api/v1/visibility/flexport"
  @azure_storage_connection_string "DefaultEndpointsProtocol=https;AccountName=acmeprodsae1d;AccountKey=uN5Zhbj9b5CI/1fz1cyW2nrDamSxifslMYAgHtONnBKuibre4FfDGruVa1J5BGs3HCWTVv07s0AfsckEz8kzwQ==;EndpointSuffix=core.windows.net"

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"since" => since}}) do
    token = System.fetch_env!("FLEXPORT_API_TOKEN")

    {:ok, %{body: %{"data" => %{"data" => shipments}}}} =
      Req.get(@api <> "/shipments",
        headers: [authorization: "Bearer " <> token, "flexport-version": "2"],
        params: ["f.updated_at.gt": since, per: 100]
      )

    Enum.each(shipments, &TidewellShipping.Shipments.upsert/1)
    Req.post!(@status_hook, json: %{count: length(shipments)})
    :ok
  end
end
