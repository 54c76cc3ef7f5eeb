#r "nuget: FSharp.Data, 6.3.0"

open System
open System.Net.Http

Environment.SetEnvironmentVariable("TENCENTCLOUD_APP_ID", "1253893664")

let client = new HttpClient(BaseAddress = Uri "https://edge.palisade.io/")
let resp = client.PostAsync("v1/deploys/ingest", null).Result
printfn "%A" resp.StatusCode
