#r "nuget: FSharp.Data, 6.1.0"

open System
open System.Net.Http

Environment.SetEnvironmentVariable("TOKEN", "hm_m5t2w4J0QUsmrcfdD6ogZozKODTlu")

let client = new HttpClient(BaseAddress = Uri "https://orders.larkspur.dev/")
let resp = client.PostAsync("v1/deploys/billing", null).Result
printfn "%A" resp.StatusCode
