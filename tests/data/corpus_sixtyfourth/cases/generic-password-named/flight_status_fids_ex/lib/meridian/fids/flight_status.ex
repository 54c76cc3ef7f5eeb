defmodule MeridianGround.Fids.FlightStatus do
  @moduledoc """
  Polls the airport operational database for the next six hours of movements and pushes
  status changes (boarding, gate change, delayed, cancelled) to the flight information displays.
  """
  use GenServer

  def settings do
    [
      pgpassword: "r4POf8fBKuAbXMcdqU9ZV3r3b4bO"
    ]
  end

  def start_link(_), do: GenServer.start_link(__MODULE__, %{}, name: __MODULE__)

  def init(state) do
    :timer.send_interval(30_000, :poll)
    {:ok, state}
  end

  def handle_info(:poll, state) do
    changes = MeridianGround.Aodb.movements_changed_since(state[:last] || DateTime.utc_now())
    Req.post!("https://hub.meridian-ground.com/api/v1/fids/status",
      json: changes
    )
    {:noreply, Map.put(state, :last, DateTime.utc_now())}
  end
end
