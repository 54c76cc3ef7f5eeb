#r "nuget: FSharp.Data, 6.1.0"

open System
open System.Net.Http

Environment.SetEnvironmentVariable("NEON_PROJECT_ID", "bold-frost-96945388")

let client = new HttpClient(BaseAddress = Uri "https://internal.quillon.net/")
let resp = client.PostAsync("v1/deploys/notifier", null).Result
printfn "%A" resp.StatusCode
