defmodule LarkhillTravel.Flexport.ShipmentsWorker do
  @moduledoc """
  Oban worker: pulls updated ocean and air shipments from the Flexport API (v2) every 15 minutes
  and upserts them into the visibility tables.
  """
  use Oban.Worker, queue: :integrations, max_attempts: 5

  @api "https://api.flexport.com"
  @status_hook "https://carrier-gateway.larkhill-travel.com/api/v1/visibility/flexport"
  @deepgram_api_token System.fetch_env!("DEEPGRAM_API_KEY")

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"since" => since}}) do
    token = System.fetch_env!("FLEXPORT_API_TOKEN")

    {:ok, %{body: %{"data" => %{"data" => shipments}}}} =
      Req.get(@api <> "/shipments",
        headers: [authorization: "Bearer " <> token, "flexport-version": "2"],
        params: ["f.updated_at.gt": since, per: 100]
      )

    Enum.each(shipments, &LarkhillTravel.Shipments.upsert/1)
    Req.post!(@status_hook, json: %{count: length(shipments)})
    :ok
  end
end
