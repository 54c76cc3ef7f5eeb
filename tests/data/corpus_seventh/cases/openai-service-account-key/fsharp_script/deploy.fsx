#r "nuget: FSharp.Data, 6.2.0"

open System
open System.Net.Http

Environment.SetEnvironmentVariable("OPENAI_KEY", "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")

let client = new HttpClient(BaseAddress = Uri "https://gw.tidewater.com/")
let resp = client.PostAsync("v1/deploys/orders", null).Result
printfn "%A" resp.StatusCode
