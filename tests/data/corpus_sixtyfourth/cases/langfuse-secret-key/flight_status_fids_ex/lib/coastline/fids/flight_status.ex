defmodule CoastlineAirways.Fids.FlightStatus do
  @moduledoc """
  Polls the airport operational database for the next six hours of movements and pushes
  status changes (boarding, gate change, delayed, cancelled) to the flight information displays.
  """
  use GenServer

  def settings do
    [
      langfuse_public_key: "pk-lf-2ff8ea5e-2a88-4b93-b887-e90ddd963ef1",
      langfuse_secret_key: "sk-lf-219dc956-fb1f-44d9-a321-be6e438b66fc"
    ]
  end

  def start_link(_), do: GenServer.start_link(__MODULE__, %{}, name: __MODULE__)

  def init(state) do
    :timer.send_interval(30_000, :poll)
    {:ok, state}
  end

  def handle_info(:poll, state) do
    changes = CoastlineAirways.Aodb.movements_changed_since(state[:last] || DateTime.utc_now())
    Req.post!("https://services.coastline-airways.com/api/v1/fids/status",
      json: changes
    )
    {:noreply, Map.put(state, :last, DateTime.utc_now())}
  end
end
