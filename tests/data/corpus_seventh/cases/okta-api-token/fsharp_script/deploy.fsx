#r "nuget: FSharp.Data, 6.1.0"

open System
open System.Net.Http

Environment.SetEnvironmentVariable("OKTA_ORG_URL", "https://kestrelworks.okta.com")
Environment.SetEnvironmentVariable("OKTA_TOKEN", "00thU5zpztkgMARZ_jF3ZS0navUnsj-yjqHwe9lzTh")

let client = new HttpClient(BaseAddress = Uri "https://edge.palisade.io/")
let resp = client.PostAsync("v1/deploys/billing", null).Result
printfn "%A" resp.StatusCode
