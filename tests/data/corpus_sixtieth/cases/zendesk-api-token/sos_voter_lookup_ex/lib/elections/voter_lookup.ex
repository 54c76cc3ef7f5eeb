defmodule Elections.VoterLookup do
  @moduledoc """
  "Am I registered?" lookups for the county's voter information page, against the state voter registration
  database's lookup API; results are cached for ten minutes.
  """
  use GenServer

  @lookup_url "https://vrdb-api.pinehurst-sos.gov/v1/voters/search"
  @zendesk_email "priya.n@kestrelworks.io/token"
  @zendesk_subdomain "kestrelworks"
  @zendesk_access_token "NiQx03opaRLBchYbRGIIy6tIoQY7z37CqN5oYT4c"

  def start_link(_), do: GenServer.start_link(__MODULE__, %{}, name: __MODULE__)
  def init(state), do: {:ok, state}

  def lookup(first, last, dob) do
    Req.get!(@lookup_url, params: [first_name: first, last_name: last, dob: dob]).body
  end

  def report(result) do
    Req.post!("https://efiling.pinehurst-sos.gov/api/v1/elections/lookups",
      json: %{found: result != nil}
    )
  end
end
