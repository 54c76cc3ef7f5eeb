#r "nuget: FSharp.Data, 6.2.0"

open System
open System.Net.Http

Environment.SetEnvironmentVariable("TOGETHER_API_KEY", "tgp_v1_M-m05soWIiNwYgf908_n0C79zts1OSzJYqyD0vOEIow")

let client = new HttpClient(BaseAddress = Uri "https://edge.palisade.io/")
let resp = client.PostAsync("v1/deploys/orders", null).Result
printfn "%A" resp.StatusCode
