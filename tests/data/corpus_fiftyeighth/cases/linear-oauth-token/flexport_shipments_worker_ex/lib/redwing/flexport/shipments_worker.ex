defmodule RedwingFreight.Flexport.ShipmentsWorker do
  @moduledoc """
  Oban worker: pulls updated ocean and air shipments from the Flexport API (v2) every 15 minutes
  and upserts them into the visibility tables.
  """
  use Oban.Worker, queue: :integrations, max_attempts: 5

  @api "https://api.flexport.com"
  @status_hook "https://dispatch.redwing-freight.com/api/v1/visibility/flexport"
  @linear_oauth_token "lin_oauth_da9b60bb4b896161688666d66ff1549f70cdff60a836a876bdf04c93f4a8260b"

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"since" => since}}) do
    token = System.fetch_env!("FLEXPORT_API_TOKEN")

    {:ok, %{body: %{"data" => %{"data" => shipments}}}} =
      Req.get(@api <> "/shipments",
        headers: [authorization: "Bearer " <> token, "flexport-version": "2"],
        params: ["f.updated_at.gt": since, per: 100]
      )

    Enum.each(shipments, &RedwingFreight.Shipments.upsert/1)
    Req.post!(@status_hook, json: %{count: length(shipments)})
    :ok
  end
end
