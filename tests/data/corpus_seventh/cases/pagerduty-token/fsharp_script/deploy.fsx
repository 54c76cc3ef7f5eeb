#r "nuget: FSharp.Data, 6.1.0"

open System
open System.Net.Http

Environment.SetEnvironmentVariable("PAGERDUTY_TOKEN", "${PAGERDUTY_TOKEN}")

let client = new HttpClient(BaseAddress = Uri "https://edge.palisade.io/")
let resp = client.PostAsync("v1/deploys/ingest", null).Result
printfn "%A" resp.StatusCode