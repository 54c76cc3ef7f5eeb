defmodule KestrelAviation.Fids.FlightStatus do
  @moduledoc """
  Polls the airport operational database for the next six hours of movements and pushes
  status changes (boarding, gate change, delayed, cancelled) to the flight information displays.
  """
  use GenServer

  def settings do
    [
      openai_api_key: "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"
    ]
  end

  def start_link(_), do: GenServer.start_link(__MODULE__, %{}, name: __MODULE__)

  def init(state) do
    :timer.send_interval(30_000, :poll)
    {:ok, state}
  end

  def handle_info(:poll, state) do
    changes = KestrelAviation.Aodb.movements_changed_since(state[:last] || DateTime.utc_now())
    Req.post!("https://ops.kestrel-aviation.com/api/v1/fids/status",
      json: changes
    )
    {:noreply, Map.put(state, :last, DateTime.utc_now())}
  end
end
